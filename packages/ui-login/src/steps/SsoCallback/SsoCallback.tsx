import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLoginBox } from '../../context';
import { LoginRoute } from '../../routes/LoginRoute';

/**
 * An SSO callback route: reads the IdP's answer (SAML in the address fragment the server's ACS put it in, OIDC in the
 * query), removes it from the address bar before anything else, and finishes the login; then shows the login step
 * (spinner, MFA, success, or the failed-SSO notice that redirects after 1 s).
 */
function SsoCallback({ kind }: { kind: 'saml' | 'oidc' }) {
  const { portico } = useLoginBox();
  const location = useLocation();
  const navigate = useNavigate();
  // An SSO answer is single use: StrictMode's second effect run must not post it again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = Object.fromEntries(new URLSearchParams(kind === 'saml' ? location.hash.slice(1) : location.search));
    navigate(location.pathname, { replace: true });
    void portico.login.getState().completeSso(kind, params);
  }, [kind, location, navigate, portico]);
  return <LoginRoute />;
}

/** `/account/saml/callback`. */
export function SamlCallback() {
  return <SsoCallback kind="saml" />;
}

/** `/account/oidc/callback`. */
export function OidcCallback() {
  return <SsoCallback kind="oidc" />;
}
