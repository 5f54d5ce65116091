import { Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Portico } from '@portico/core-state';
import { createAdminStores, type AdminStores } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { createToaster, SkipLink, Spinner, TitleScope, ToastRegion } from '@portico/ui-kit';
import { appearanceProperties, applyProperties, type Appearance } from '@portico/ui-kit';
import { applyCspNonce } from '../components/nonce';
import { prepareDatesWhenIdle } from '../components/format';
import { AdminContextProvider, type AdminContextValue, type FieldAppearance, type TabAppearance } from '../context';
import { resolveLocalization, type AdminLocalizationOptions } from '../localization';
import { AVAILABLE_SECTIONS, SECTIONS } from '../sections/registry';
import { groupSections, visibleSections, type NavigationOptions, type SectionId } from './navigation';
import { SectionNav } from './SectionNav';
import { READY_ATTRIBUTE, STORE_MISMATCH_MESSAGE } from './ready';
import { SectionLoader } from './SectionLoader';
import { createReadiness, ShellReadyContext } from './ShellReady';
import { ImpersonationBanner } from './ImpersonationBanner';
import { usePortalLocation, type PortalNavigate } from './location';
import { NotAvailable } from './NotAvailable';
import { PortalRoot } from './PortalRoot';
import { parsePlace, SECTION_PATHS, sectionOfPath } from './routes';
import { SectionRouteContext, type SectionRoute } from './section-route';
import { StepUpPrompt } from './StepUpPrompt';

/** Props of {@link AdminPortal}. */
export interface AdminPortalProps {
  /** The `createPortico()` result whose admin stores the sections read. */
  portico: Portico;
  /** Admin stores made by the host with `createAdminStores(portico)`; stores of another Portico throw 'Mismatch in store names'. */
  stores?: AdminStores;
  /** The login box's appearance (one theme for both). */
  appearance?: Appearance;
  localization?: AdminLocalizationOptions;
  /** Overrides of the navigation table (visibility, permission, flag) per section. */
  navigation?: NavigationOptions;
  /** Feature flags that are on (for navigation items with a flag). */
  flags?: Readonly<Record<string, boolean>>;
  /** Field appearance by `<section>.<field>`, e.g. `{ 'profile.jobTitle': 'viewOnly' }`. */
  fields?: Readonly<Record<string, FieldAppearance>>;
  /** Tab appearance by `<section>.<tab>`, e.g. `{ 'account.customLogin': 'hidden' }`. */
  tabs?: Readonly<Record<string, TabAppearance>>;
  /**
   * Where the portal lives in the address (`/admin`; the hosted portal's is `/oauth/portal`): each section and tab gets
   * a path under it (`/admin/users`, `/admin/account/custom-login`), back / forward and reload keep the place, the
   * sidebar's items are links. Without it the portal keeps its place in memory (and the items are buttons).
   */
  basePath?: string;
  /** The host router's current pathname, with `navigate`: the portal then moves through the host's router. */
  pathname?: string;
  /** The host router's navigate (react-router's `useNavigate()` fits); without it the History API is used. */
  navigate?: PortalNavigate;
  /** Controlled section (wins over the address); with `onSectionChange` the host owns the selection. */
  section?: SectionId;
  onSectionChange?: (section: SectionId) => void;
  /** CSP nonce for the style Radix dialogs inject; else read from `<meta name="csp-nonce">`. */
  nonce?: string;
  /** Multi-app portal (product-spec §2): shows applications; needs the flag `multi-apps-admin-portal` in `flags`. */
  multiApp?: boolean;
  /** Sign-up page URL invite links point at. @default `${location.origin}/account/sign-up` */
  signUpUrl?: string;
}

/** The flag the multi-app portal needs (product-spec §9). */
export const MULTI_APP_FLAG = 'multi-apps-admin-portal';

const EMPTY: Readonly<Record<string, never>> = {};

/** The tenant-admin portal: a sidebar of the sections the user may read and the selected section (lazy). */
export function AdminPortal(props: AdminPortalProps) {
  const { portico, stores, appearance, localization, navigation, flags, section, onSectionChange, nonce } = props;
  const admin = createAdminStores(portico);
  if (stores && stores !== admin) throw new Error(STORE_MISMATCH_MESSAGE);
  applyCspNonce(nonce);
  const user = useStore(portico.auth, (s) => s.user);
  const permissions = useMemo(() => (user?.permissions ?? []).map((p) => p.key), [user]);
  const { strings, dir, lang } = useMemo(() => resolveLocalization(localization), [localization]);
  // Sidebar order (grouped), not the spec table's: the first shown section is the one that opens.
  const groups = useMemo(
    () => groupSections(visibleSections(permissions, { navigation, flags, available: AVAILABLE_SECTIONS })),
    [permissions, navigation, flags],
  );
  const items = useMemo(() => groups.flatMap((g) => g.sections), [groups]);
  const route = usePortalLocation({ basePath: props.basePath, pathname: props.pathname, navigate: props.navigate });
  const place = parsePlace(route.path);
  const named = place.section === undefined ? undefined : sectionOfPath(place.section);
  // An address naming no section the user may open answers "not available", never another section in its place.
  const missing = Boolean(user) && section === undefined && place.section !== undefined && !(named && items.includes(named));
  const wanted = section ?? named;
  const current = missing ? undefined : wanted && items.includes(wanted) ? wanted : items[0];
  const [readiness] = useState(createReadiness);
  const focusNext = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const [toaster] = useState(createToaster);
  const themeProps = useMemo(() => appearanceProperties(appearance), [appearance]);
  useLayoutEffect(() => (rootRef.current ? applyProperties(rootRef.current, themeProps) : undefined), [themeProps]);
  const multiApp = Boolean(props.multiApp && flags?.[MULTI_APP_FLAG]);
  const signUpUrl = props.signUpUrl ?? (typeof location === 'undefined' ? '/account/sign-up' : `${location.origin}/account/sign-up`);
  const value = useMemo<AdminContextValue>(
    () => ({ portico, admin, strings, lang, fields: props.fields ?? EMPTY, tabs: props.tabs ?? EMPTY, permissions, multiApp, signUpUrl, toaster }),
    [portico, admin, strings, lang, props.fields, props.tabs, permissions, multiApp, signUpUrl, toaster],
  );
  const shell = useMemo(() => ({ focusNext, markReady: () => readiness.mark(rootRef.current) }), [readiness]);
  const sectionRoute = useMemo<SectionRoute | null>(() => {
    if (!current) return null;
    // An empty sub-path is the section's own address (a detail view closing back to its list).
    const at = (tab: string) => (tab ? `${SECTION_PATHS[current]}/${tab}` : SECTION_PATHS[current]);
    const tab = place.section === SECTION_PATHS[current] ? place.tab : undefined;
    return { tab, href: (t) => route.href(at(t)), go: (t, options) => route.go(at(t), options) };
  }, [current, place.section, place.tab, route]);
  const contentId = useId();
  useEffect(() => {
    if (items.length === 0 && user) readiness.mark(rootRef.current);
  }, [items.length, user, readiness]);
  useEffect(() => prepareDatesWhenIdle(lang), [lang]);

  const select = (id: SectionId) => {
    // The current section stays mounted: move focus to its heading now; another one takes it when it renders.
    if (id === current && !place.tab) return rootRef.current?.querySelector<HTMLElement>('.portico-admin-title')?.focus();
    focusNext.current = true;
    route.go(SECTION_PATHS[id]);
    onSectionChange?.(id);
  };
  const Section = current ? SECTIONS[current] : undefined;
  // The first section's chunk starts downloading during the first render, not after its commit.
  void Section?.load().catch(() => undefined);
  const loading = <div className="portico-admin-loading"><Spinner label={strings.common.loading} /></div>;
  const sectionTitle = missing ? strings.shell.notAvailable.title : current ? strings.sections[current] : undefined;
  const hrefOf = (id: SectionId) => route.href(SECTION_PATHS[id]);
  return (
    <AdminContextProvider value={value}>
      <PortalRoot
        rootRef={rootRef}
        className={['portico-admin', appearance?.className].filter(Boolean).join(' ')}
        dir={dir}
        lang={lang}
        data-portico-theme={appearance?.theme ?? 'modern'}
        data-section={current}
        // Set by `readiness.mark` when the first section has rendered; a later render writes the same value.
        {...{ [READY_ATTRIBUTE]: readiness.isReady() ? 'true' : 'false' }}
      >
        <SkipLink to={contentId}>{strings.shell.skipToContent}</SkipLink>
        <SectionNav groups={groups} current={current} onSelect={select} href={hrefOf} readiness={readiness} />
        <section id={contentId} className="portico-admin-content" tabIndex={-1} aria-label={sectionTitle ?? strings.shell.title}>
          <ImpersonationBanner />
          <StepUpPrompt />
          {/* The document title: "<tab> · <section> · Administration · <the host page's title>". */}
          <TitleScope title={strings.shell.title}>
            {missing ? (
              <ShellReadyContext.Provider value={shell}>
                <TitleScope title={sectionTitle!}>
                  <NotAvailable first={items[0] && strings.sections[items[0]]} href={items[0] && hrefOf(items[0])} onActivate={() => items[0] && select(items[0])} />
                </TitleScope>
              </ShellReadyContext.Provider>
            ) : Section ? (
              <ShellReadyContext.Provider value={shell}>
                <SectionRouteContext.Provider value={sectionRoute}>
                  <TitleScope title={sectionTitle!}>
                    <Suspense fallback={loading}>
                      {/* Another user (impersonation, its end) or tenant resets the stores: remount so the section loads again. */}
                      <SectionLoader key={`${current}:${user?.id ?? ''}:${user?.tenantId ?? ''}`} module={Section} fallback={loading} />
                    </Suspense>
                  </TitleScope>
                </SectionRouteContext.Provider>
              </ShellReadyContext.Provider>
            ) : (
              <p className="portico-admin-empty" role="status">{user ? strings.shell.noSections : strings.common.loading}</p>
            )}
          </TitleScope>
        </section>
        {/* The one announcement region of the portal, inside its root for the theme, `dir` and `lang`. */}
        <ToastRegion toaster={toaster} labels={strings.toasts} />
      </PortalRoot>
    </AdminContextProvider>
  );
}
