import { createPortico } from '@portico/core-state';
import { useStore } from '@portico/core-state/react';
import { AdminPortal, english, HOSTED_PORTAL_PATH, type AdminLocale, type AdminPortalProps } from '@portico/ui-admin-portal';
import '@portico/ui-admin-portal/styles.css';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import './hosted.css';
import { hostedLanguage } from './language';

/** The hosted admin portal (`/oauth/portal/*`): the server's own origin, signed in through the hosted login page. */
const portico = createPortico({ baseUrl: location.origin, mode: 'embedded', routes: { loginUrl: '/oauth/account/login' } });
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;

// The hosted portal shows every built section the user may read (the spec hides these by default for embedded hosts).
const NAVIGATION: AdminPortalProps['navigation'] = {
  roles: { visibility: 'byPermissions' },
  groups: { visibility: 'byPermissions' },
  personalApiTokens: { visibility: 'byPermissions' },
  apiTokens: { visibility: 'byPermissions' },
};

function HostedPortal({ locale }: { locale: AdminLocale }) {
  const status = useStore(portico.auth, (s) => s.status);
  useEffect(() => {
    void portico.session.start();
    return () => portico.session.dispose();
  }, []);
  useEffect(() => {
    // Not signed in here: the hosted login page brings the user back to this page afterwards.
    if (status === 'unauthenticated') location.assign(`/oauth/account/login?redirectUrl=${encodeURIComponent(location.href)}`);
  }, [status]);
  if (status !== 'authenticated') return <p role="status" className="hosted-portal-loading">{locale.strings.common.loading}</p>;
  return (
    <>
      {/* The page's one h1; the portal's sections are h2 under it. */}
      <h1 className="portico-visually-hidden">{locale.strings.shell.title}</h1>
      {/* Sections and tabs at /oauth/portal/<section>[/<tab>], moved with the History API (no router on this page). */}
      <AdminPortal portico={portico} basePath={HOSTED_PORTAL_PATH} navigation={NAVIGATION} nonce={nonce} localization={{ locale }} />
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The hosted admin portal has no #root element');

/** The portal in the negotiated language (the shell's "Skip to content" is the page's first Tab stop). */
async function start() {
  const locale = hostedLanguage() === 'he' ? (await import('@portico/ui-admin-portal/locales/he')).hebrew : english;
  createRoot(root!).render(
    <StrictMode>
      <main className="hosted-portal">
        <HostedPortal locale={locale} />
      </main>
    </StrictMode>,
  );
}
void start();
