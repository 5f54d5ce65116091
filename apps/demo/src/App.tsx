import { PorticoProvider } from '@portico/core-state/react';
import { SkipLink, useDocumentTitle } from '@portico/ui-kit';
import { PorticoLogin } from '@portico/ui-login';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { loadFlags } from './admin/flags';
import { AccountsHint } from './layout/AccountsHint';
import { Header } from './layout/Header';
import { useLanguage } from './language';
import { lazyPage } from './lazy-page';
import { portico, startSession } from './portico';

// Only the login box is in the first chunk: the login page never waits for the host's other pages (issue 14).
/** The admin page; main.tsx preloads it on /admin, so its first render does not suspend. */
export const AdminPage = lazyPage(() => import('./admin/AdminPage').then((m) => m.default));
const Home = lazy(() => import('./home/Home').then((m) => ({ default: m.Home })));
const Mailbox = lazy(() => import('./mailbox/Mailbox').then((m) => ({ default: m.Mailbox })));
const SensitiveAction = lazy(() => import('./sensitive/SensitiveAction').then((m) => ({ default: m.SensitiveAction })));
const LoginMethods = lazy(() => import('./settings/LoginMethods').then((m) => ({ default: m.LoginMethods })));
const SocialProviders = lazy(() => import('./settings/SocialProviders').then((m) => ({ default: m.SocialProviders })));
const MagicLinkBinding = lazy(() => import('./settings/MagicLinkBinding').then((m) => ({ default: m.MagicLinkBinding })));

/** A dev-only page of the demo: English whatever the chosen language, and marked so (WCAG 3.1.2), with its title. */
function English({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <div lang="en" dir="ltr">{children}</div>;
}

/** The host application: its own pages plus the Portico login box under /account and /oauth. */
export function App() {
  const { strings, login } = useLanguage();
  // A new object only when the language changes: the login box re-resolves its strings then, not on every render.
  const localization = useMemo(() => (login ? { locale: login } : undefined), [login]);
  // Once signed in, the flags the admin portal needs are read in the background (never on the portal's first paint).
  // On /admin itself the (public) flags are read at once (main.tsx), side by side with the session restore.
  useEffect(() => portico.auth.subscribe((s) => void (s.status === 'authenticated' && loadFlags())), []);
  // The restore lives as long as the page (main.tsx may have started it already on /admin).
  useEffect(startSession, []);
  return (
    <PorticoProvider value={portico}>
      <SkipLink to="main">{strings.skipToContent}</SkipLink>
      <Header />
      <main id="main" tabIndex={-1} className="demo-main">
        <Suspense fallback={<p role="status">{strings.loading}</p>}>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/mailbox" element={<English title="Dev mailbox"><Mailbox /></English>} />
            <Route path="/settings/login-methods" element={<English title="Login methods"><LoginMethods /><MagicLinkBinding /><SocialProviders /></English>} />
            {/* The portal's sections and tabs have paths of their own under /admin (its basePath). */}
            <Route path="/admin/*" element={<AdminPage />} />
            <Route path="/sensitive" element={<English title="Sensitive action"><SensitiveAction /></English>} />
            <Route
              path="/*"
              element={
                <>
                  <PorticoLogin portico={portico} localization={localization} />
                  <AccountsHint />
                </>
              }
            />
          </Routes>
        </Suspense>
      </main>
    </PorticoProvider>
  );
}
