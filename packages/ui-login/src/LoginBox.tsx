import { lazy, Suspense, useLayoutEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { useStore } from '@portico/core-state/react';
import { Loading } from './components/Spinning';
import { LoginBoxContextProvider, useLoginBox, type LoginBoxContextValue } from './context';
import { resolveLocalization, type LocalizationOptions } from './localization';
import type { PorticoLike } from './portico';
import { resolvePaths, type LoginBoxPaths } from './routes';
import { LoginRoute } from './routes/LoginRoute';
import { appearanceProperties, applyProperties, type Appearance } from '@portico/ui-kit';

// Only the login route is in the first chunk; every other screen loads when its route is visited.
const Logout = lazy(() => import('./steps/Logout/Logout'));
const SignUp = lazy(() => import('./steps/SignUp/SignUp'));
const Activate = lazy(() => import('./steps/Activate/Activate'));
const AcceptInvitation = lazy(() => import('./steps/AcceptInvitation/AcceptInvitation'));
const ForgotPassword = lazy(() => import('./steps/ForgotPassword/ForgotPassword'));
const ResetPassword = lazy(() => import('./steps/ResetPassword/ResetPassword'));
const OAuthCallback = lazy(() => import('./steps/OAuthCallback/OAuthCallback'));
const StepUp = lazy(() => import('./steps/StepUp/StepUp'));
const Impersonate = lazy(() => import('./steps/Impersonate/Impersonate'));
const SocialSuccess = lazy(() => import('./steps/SocialSuccess/SocialSuccess'));
const SamlCallback = lazy(() => import('./steps/SsoCallback/SsoCallback').then((m) => ({ default: m.SamlCallback })));
const OidcCallback = lazy(() => import('./steps/SsoCallback/SsoCallback').then((m) => ({ default: m.OidcCallback })));
const MagicLinkCallback = lazy(() => import('./steps/MagicLinkCallback/MagicLinkCallback'));
const ResetPhone = lazy(() => import('./steps/ResetPhone/ResetPhone'));

/** Options of the login box. */
export interface LoginBoxOptions {
  /** The `createPortico()` result whose stores the screens read and whose actions they call. */
  portico: PorticoLike;
  /** Theme, variables, logo. @default { theme: 'modern' } */
  appearance?: Appearance;
  /** Locale and string overrides. @default { locale: 'en' } */
  localization?: LocalizationOptions;
  /** Paths of the screens; defaults are the spec's, then `portico`'s configured routes, then these. */
  routes?: Partial<LoginBoxPaths>;
  /** Seconds between "resend code" clicks. @default 30 */
  resendCooldownSeconds?: number;
}

/** Route elements by path key; the login route is eager, the rest lazy. */
const SCREENS: Array<[keyof LoginBoxPaths, ComponentType]> = [
  ['loginUrl', LoginRoute],
  ['logoutUrl', Logout],
  ['signUpUrl', SignUp],
  ['activateUrl', Activate],
  ['acceptInvitationUrl', AcceptInvitation],
  ['forgetPasswordUrl', ForgotPassword],
  ['resetPasswordUrl', ResetPassword],
  ['hostedLoginRedirectUrl', OAuthCallback],
  ['stepUpUrl', StepUp],
  ['impersonationUrl', Impersonate],
  ['socialLoginCallbackUrl', SocialSuccess],
  ['samlCallbackUrl', SamlCallback],
  ['oidcRedirectUrl', OidcCallback],
  ['magicLinkCallbackUrl', MagicLinkCallback],
  ['resetPhoneNumberUrl', ResetPhone],
];

function Root({ children }: { children: ReactNode }) {
  const { appearance, strings } = useLoginBox();
  const ref = useRef<HTMLDivElement>(null);
  const props = useMemo(() => appearanceProperties(appearance), [appearance]);
  useLayoutEffect(() => (ref.current ? applyProperties(ref.current, props) : undefined), [props]);
  return (
    <div ref={ref} className={['portico-root', appearance?.className].filter(Boolean).join(' ')} data-portico-theme={appearance?.theme ?? 'modern'}>
      <Suspense fallback={<Loading label={strings.common.loading} />}>{children}</Suspense>
    </div>
  );
}

/**
 * Provides the login box's context (strings, paths, appearance) and its themed root element to `children`.
 * `PorticoLogin` uses it; use it directly to place `LoginBoxRoutes` or single screens yourself.
 */
export function LoginBoxProvider({ children, ...options }: LoginBoxOptions & { children: ReactNode }) {
  const { portico, appearance, localization, routes, resendCooldownSeconds = 30 } = options;
  const storeRoutes = useStore(portico.auth, (s) => s.routes);
  const { strings, dir, lang } = useMemo(() => resolveLocalization(localization), [localization]);
  const paths = useMemo(() => resolvePaths(storeRoutes, routes), [storeRoutes, routes]);
  const value = useMemo<LoginBoxContextValue>(
    () => ({ portico, strings, paths, appearance, resendCooldown: resendCooldownSeconds }),
    [portico, strings, paths, appearance, resendCooldownSeconds],
  );
  return (
    <LoginBoxContextProvider value={value}>
      <div className="portico-login" dir={dir} lang={lang}>
        <Root>{children}</Root>
      </div>
    </LoginBoxContextProvider>
  );
}

/**
 * The login box's `<Routes>` (inside a `LoginBoxProvider` and the host's router); renders nothing off its paths.
 * Under a host's splat route (`/*`, `/account/*`) it matches what the splat leaves (a descendant `<Routes>`).
 */
export function LoginBoxRoutes() {
  const { paths } = useLoginBox();
  // react-router ranks the table (plain paths before patterns, case and trailing slash ignored): no matcher of our own.
  const routes = useMemo(() => SCREENS.map(([key, Screen]): RouteObject => ({ path: paths[key], element: <Screen /> })), [paths]);
  return useRoutes(routes);
}

/**
 * The whole login box as a react-router `<Routes>` subtree; the host wraps it in its router.
 * @example
 * <BrowserRouter>
 *   <PorticoLogin portico={portico} appearance={{ variables: { colorPrimary: '#0f766e' } }} />
 * </BrowserRouter>
 */
export function PorticoLogin(props: LoginBoxOptions) {
  return (
    <LoginBoxProvider {...props}>
      <LoginBoxRoutes />
    </LoginBoxProvider>
  );
}

/**
 * Route objects for a data router (`createBrowserRouter([...createLoginBoxRoutes(options), ...])`), one per
 * screen at the resolved paths, each wrapped in its provider.
 */
export function createLoginBoxRoutes(options: LoginBoxOptions): RouteObject[] {
  const paths = resolvePaths(options.portico.auth.getState().routes, options.routes);
  return SCREENS.map(([key, Screen]) => ({
    path: paths[key],
    element: (
      <LoginBoxProvider {...options}>
        <Screen />
      </LoginBoxProvider>
    ),
  }));
}

/** Binds options once: returns a `LoginBox` component for `<Routes>` trees and `routes` for data routers. */
export function createLoginBox(options: LoginBoxOptions): { LoginBox: ComponentType; routes: RouteObject[] } {
  const LoginBox = () => <PorticoLogin {...options} />;
  return { LoginBox, routes: createLoginBoxRoutes(options) };
}
