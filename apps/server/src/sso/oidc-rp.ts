import * as oauth from 'oauth4webapi';
import type { Deps } from '../deps';
import { outboundFetch, outboundPolicy } from '../outbound';
import type { ConfigRow } from './repo';
import { saveRequest } from './requests';
import { SsoRefusal, type SsoIdentity } from './saml-sp';
import { oidcRedirectUri } from './sp';

/** Why an OIDC answer was refused. */
export const OIDC_MSG = {
  notConfigured: 'OIDC SSO is not configured for this account',
  unreachable: 'The OIDC identity provider could not be reached',
  state: 'The OIDC answer does not match a login started here (unknown, expired or already used state)',
  redirect: 'The OIDC answer was sent to another redirect address',
  refused: 'The OIDC identity provider refused the login',
  token: 'The OIDC ID token was refused (signature, audience, expiry or nonce)',
} as const;

/**
 * Options of every call to the IdP (discovery, token, userinfo): requests go through the outbound policy (public
 * addresses only in production, checked on the address connected to); loopback test IdPs speak plain HTTP, production
 * requires HTTPS.
 */
const httpOptions = (deps: Deps) => ({
  [oauth.customFetch]: outboundFetch(outboundPolicy(deps.config), { timeoutMs: 10_000, maxBytes: 1_000_000 }) as typeof fetch,
  ...(deps.config.production ? {} : { [oauth.allowInsecureRequests]: true }),
});

async function discover(deps: Deps, config: ConfigRow): Promise<oauth.AuthorizationServer> {
  if (!config.sso_endpoint || !config.oidc_client_id) throw new SsoRefusal(OIDC_MSG.notConfigured, config.tenant_id);
  try {
    const issuer = new URL(config.sso_endpoint);
    return await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oidc', signal: AbortSignal.timeout(5000), ...httpOptions(deps) }));
  } catch {
    throw new SsoRefusal(OIDC_MSG.unreachable, config.tenant_id);
  }
}

/** Starts an OIDC login: code flow with PKCE S256, a single-use state and a nonce, kept server-side until the answer. */
export async function oidcAuthorizeUrl(deps: Deps, config: ConfigRow, loginHint: string): Promise<string> {
  const as = await discover(deps, config);
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  await saveRequest(deps.db, state, config.id, { kind: 'oidc', codeVerifier, nonce });
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: config.oidc_client_id!, redirect_uri: oidcRedirectUri(deps), response_type: 'code', scope: 'openid email profile',
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: 'S256', state, nonce, login_hint: loginHint,
  }).toString();
  return url.toString();
}

/** Finishes an OIDC login: the code is exchanged with the verifier, the ID token checked (issuer, audience, expiry, nonce). */
export async function oidcIdentity(deps: Deps, config: ConfigRow, pending: Record<string, unknown>, answer: { code: string; state: string; redirectUri: string; iss?: string }): Promise<SsoIdentity> {
  if (answer.redirectUri !== oidcRedirectUri(deps)) throw new SsoRefusal(OIDC_MSG.redirect, config.tenant_id);
  const as = await discover(deps, config);
  const client: oauth.Client = { client_id: config.oidc_client_id! };
  const auth = config.oidc_secret ? oauth.ClientSecretBasic(config.oidc_secret) : oauth.None();
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, client, new URLSearchParams({ code: answer.code, state: answer.state, ...(answer.iss ? { iss: answer.iss } : {}) }), answer.state);
  } catch {
    throw new SsoRefusal(OIDC_MSG.refused, config.tenant_id);
  }
  let claims: Record<string, unknown> & { sub: string } | undefined;
  try {
    const response = await oauth.authorizationCodeGrantRequest(as, client, auth, params, answer.redirectUri, String(pending.codeVerifier), httpOptions(deps));
    const result = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: String(pending.nonce), requireIdToken: true });
    claims = oauth.getValidatedIdTokenClaims(result);
    // Many IdPs keep profile claims out of the ID token: userinfo fills them in, for the same subject only.
    if (claims && typeof claims.email !== 'string' && as.userinfo_endpoint) {
      const info = await oauth.processUserInfoResponse(as, client, claims.sub, await oauth.userInfoRequest(as, client, result.access_token, httpOptions(deps)));
      claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified, name: info.name, groups: (info as Record<string, unknown>).groups };
    }
  } catch (e) {
    throw new SsoRefusal(e instanceof oauth.ResponseBodyError ? OIDC_MSG.refused : OIDC_MSG.token, config.tenant_id);
  }
  if (!claims) throw new SsoRefusal(OIDC_MSG.token, config.tenant_id);
  const email = typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : undefined;
  const groups = Array.isArray(claims.groups) ? claims.groups.filter((g): g is string => typeof g === 'string') : [];
  return { subject: claims.sub, ...(email ? { email } : {}), ...(typeof claims.name === 'string' ? { name: claims.name } : {}), groups };
}
