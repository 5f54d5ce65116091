import { useStore } from '@portico/core-state/react';
import { AdminPortal, preloadSection, waitForAdminPortal, type AdminLocale, type AdminPortalProps } from '@portico/ui-admin-portal';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { adminLocale, useLanguage, type Language } from '../language';
import { ToLogin } from '../layout/ToLogin';
import { portico } from '../portico';
import { flagsLoaded, loadFlags } from './flags';
import { ADMIN_PATH } from './path';
import './admin.css';

// The spec hides roles, groups and tokens by default; the demo opts in (they are shown to users holding the permission).
const NAVIGATION: AdminPortalProps['navigation'] = {
  roles: { visibility: 'byPermissions' },
  groups: { visibility: 'byPermissions' },
  personalApiTokens: { visibility: 'byPermissions' },
  apiTokens: { visibility: 'byPermissions' },
  subscriptions: { visibility: 'byPermissions' },
  provisioning: { visibility: 'byPermissions' },
  webhooks: { visibility: 'byPermissions' },
  usage: { visibility: 'byPermissions' },
  sso: { visibility: 'byPermissions' },
};

// This chunk loads while the session is restored (main.tsx): the first section's chunk starts with it, not after the
// user's permissions arrive (it downloaded and ran only then, ≈ 0.9 s later under a 4× CPU throttle).
void preloadSection(location.pathname, { basePath: ADMIN_PATH, navigation: NAVIGATION });

/** The CSP nonce the preview server puts in `<meta name="csp-nonce">` for this page load. */
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;

/** The portal's strings in `language`: English at once, another language once its chunk is in (undefined until then). */
function usePortalLocale(language: Language): { locale: AdminLocale | undefined; ready: boolean } {
  const [loaded, setLoaded] = useState<{ language: Language; locale: AdminLocale | undefined }>();
  useEffect(() => {
    let live = true;
    void adminLocale(language).then((locale) => live && setLoaded({ language, locale }));
    return () => void (live = false);
  }, [language]);
  if (language === 'en') return { locale: undefined, ready: true };
  return loaded?.language === language ? { locale: loaded.locale, ready: true } : { locale: undefined, ready: false };
}

/**
 * `/admin/*`: the tenant-admin portal embedded in the host page, each section at its own path under /admin (the portal
 * moves through the demo's router); signed-out visitors go to the login first and come back to the same address.
 */
export default function AdminPage() {
  const status = useStore(portico.auth, (s) => s.status);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { language, strings } = useLanguage();
  const portalLocale = usePortalLocale(language);
  const localization = useMemo(() => (portalLocale.locale ? { locale: portalLocale.locale } : undefined), [portalLocale.locale]);
  const ref = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string>();
  // The server's feature flags decide flagged sections (Usage: fe-usage-page); a failed read shows none of them.
  // Read once per page load, from sign-in on (App calls loadFlags), so opening the portal adds no round trip.
  // The portal mounts once the flags are in (they pick its first section), so it never loads a section it then leaves.
  const [flags, setFlags] = useState<Record<string, boolean> | undefined>(flagsLoaded);
  useEffect(() => {
    if (status === 'authenticated') void loadFlags().then(setFlags);
  }, [status]);
  const shown = status === 'authenticated' && flags !== undefined && portalLocale.ready;
  useEffect(() => {
    if (!shown || !ref.current) return;
    // The host waits for the portal the way the spec says (50 ms polling, 4000 ms time-out).
    waitForAdminPortal(ref.current).then(() => setError(undefined), (e: Error) => setError(e.message));
  }, [shown]);
  if (status === 'loading' || (status === 'authenticated' && (!flags || !portalLocale.ready))) return <p role="status">{strings.loading}</p>;
  if (status !== 'authenticated') return <ToLogin to={`/account/login?redirectUrl=${encodeURIComponent(`${location.origin}${location.pathname}${location.search}`)}`} />;
  return (
    <div ref={ref} className="demo-admin">
      {/* The page's one h1; the portal's sections are h2 under it. */}
      <h1 className="sr-only">{strings.admin.title}</h1>
      {error && <p role="alert" className="demo-admin-error">{error}</p>}
      <AdminPortal
        portico={portico}
        basePath={ADMIN_PATH}
        pathname={pathname}
        navigate={navigate}
        navigation={NAVIGATION}
        flags={flags}
        nonce={nonce}
        localization={localization}
      />
    </div>
  );
}
