import { PorticoProvider } from '@portico/core-state/react';
import { PorticoLogin } from '@portico/ui-login';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { loadFlags } from './admin/flags';
import { AccountsHint } from './layout/AccountsHint';
import { Header } from './layout/Header';
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

/** The host application: its own pages plus the Portico login box under /account and /oauth. */
export function App() {
  // Once signed in, the flags the admin portal needs are read in the background (never on the portal's first paint).
  // On /admin itself the (public) flags are read at once (main.tsx), side by side with the session restore.
  useEffect(() => portico.auth.subscribe((s) => void (s.status === 'authenticated' && loadFlags())), []);
  // The restore lives as long as the page (main.tsx may have started it already on /admin).
  useEffect(startSession, []);
  return (
    <PorticoProvider value={portico}>
      <Header />
      <main className="demo-main">
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/mailbox" element={<Mailbox />} />
            <Route path="/settings/login-methods" element={<><LoginMethods /><MagicLinkBinding /><SocialProviders /></>} />
            <Route path="/admin" element={<AdminPage />} />
            <Route path="/sensitive" element={<SensitiveAction />} />
            <Route
              path="/*"
              element={
                <>
                  <PorticoLogin portico={portico} />
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
