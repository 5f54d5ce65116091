import { PorticoProvider } from '@portico/core-state/react';
import { PorticoLogin } from '@portico/ui-login';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import AdminPage from './admin/AdminPage';
import { loadFlags } from './admin/flags';
import { Home } from './home/Home';
import { AccountsHint } from './layout/AccountsHint';
import { Header } from './layout/Header';
import { Mailbox } from './mailbox/Mailbox';
import { portico } from './portico';
import { SensitiveAction } from './sensitive/SensitiveAction';
import { LoginMethods } from './settings/LoginMethods';
import { SocialProviders } from './settings/SocialProviders';

/** The host application: its own pages plus the Portico login box under /account and /oauth. */
export function App() {
  // Once signed in, the flags the admin portal needs are read in the background (never on the portal's first paint).
  // On /admin itself the (public) flags are read at once, side by side with the session restore.
  useEffect(() => {
    if (location.pathname === '/admin') void loadFlags();
    return portico.auth.subscribe((s) => void (s.status === 'authenticated' && loadFlags()));
  }, []);
  useEffect(() => {
    void portico.session.start();
    return () => portico.session.dispose();
  }, []);
  return (
    <PorticoProvider value={portico}>
      <Header />
      <main className="demo-main">
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/mailbox" element={<Mailbox />} />
          <Route path="/settings/login-methods" element={<><LoginMethods /><SocialProviders /></>} />
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
      </main>
    </PorticoProvider>
  );
}
