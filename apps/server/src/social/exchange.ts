import * as oauth from 'oauth4webapi';
import type { SocialProviderRow } from './repo';
import { PROVIDER_SHAPES, type ProviderKind, type SocialProviderType } from './providers';

/** A provider's effective settings: the vendor's row over the provider's shape. */
export interface ResolvedProvider {
  type: SocialProviderType;
  kind: ProviderKind;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  redirectUrl: string;
  issuer?: string | undefined;
  authorizationEndpoint?: string | undefined;
  tokenEndpoint?: string | undefined;
  userinfoEndpoint?: string | undefined;
  emailsEndpoint?: string | undefined;
  emailAlwaysVerified: boolean;
}

/** Who signed in at the provider. */
export interface SocialIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** Merges a stored row with the provider's defaults; the default redirect is the app's callback route. */
export function resolveProvider(type: SocialProviderType, row: SocialProviderRow, appUrl: string): ResolvedProvider {
  const shape = PROVIDER_SHAPES[type];
  const extra = (row.additional_scopes as unknown as string[] | null) ?? [];
  return {
    type, kind: shape.kind, clientId: row.client_id ?? '', clientSecret: row.client_secret ?? '',
    scopes: [...new Set([...shape.scopes, ...extra])], redirectUrl: row.redirect_url ?? `${appUrl}/account/social/success`,
    issuer: row.issuer ?? shape.issuer, authorizationEndpoint: row.authorization_endpoint ?? shape.authorizationEndpoint,
    tokenEndpoint: row.token_endpoint ?? shape.tokenEndpoint, userinfoEndpoint: row.userinfo_endpoint ?? shape.userinfoEndpoint,
    emailsEndpoint: row.emails_endpoint ?? shape.emailsEndpoint, emailAlwaysVerified: shape.emailAlwaysVerified === true,
  };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;
// Plain http only to loopback stand-ins (tests, the demo); real providers are https.
const optionsFor = (p: ResolvedProvider) => {
  const urls = [p.issuer, p.tokenEndpoint, p.userinfoEndpoint].filter((u): u is string => !!u).map((u) => new URL(u));
  return { [oauth.allowInsecureRequests]: urls.every((u) => u.protocol === 'https:' || LOOPBACK.test(u.hostname)) && urls.some((u) => u.protocol === 'http:'),
    signal: AbortSignal.timeout(10_000) };
};

/** The authorization server: OIDC discovery, or the configured OAuth 2 endpoints. */
export async function authorizationServer(p: ResolvedProvider): Promise<oauth.AuthorizationServer> {
  if (p.kind === 'oidc') {
    const issuer = new URL(p.issuer!);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, optionsFor(p)));
    // The callback reaches us without `iss`: the state is bound to this provider instead (mix-up defence).
    return { ...as, authorization_response_iss_parameter_supported: false };
  }
  return { issuer: new URL(p.authorizationEndpoint!).origin, authorization_endpoint: p.authorizationEndpoint!, token_endpoint: p.tokenEndpoint!, userinfo_endpoint: p.userinfoEndpoint! };
}

/** The address the browser is sent to: code flow with PKCE (S256), state, and a nonce for OIDC providers. */
export function authorizationUrl(as: oauth.AuthorizationServer, p: ResolvedProvider, t: { state: string; nonce: string; codeChallenge: string }): string {
  const url = new URL(as.authorization_endpoint!);
  const params: Record<string, string> = { client_id: p.clientId, redirect_uri: p.redirectUrl, response_type: 'code', scope: p.scopes.join(' '),
    state: t.state, code_challenge: t.codeChallenge, code_challenge_method: 'S256', ...(p.kind === 'oidc' ? { nonce: t.nonce } : {}) };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** Exchanges the code (with the PKCE verifier) and returns who signed in; OIDC ID tokens must carry the nonce. */
export async function exchangeCode(p: ResolvedProvider, input: { code: string; state: string; nonce: string; codeVerifier: string }): Promise<SocialIdentity> {
  const as = await authorizationServer(p);
  const client: oauth.Client = { client_id: p.clientId };
  const auth = oauth.ClientSecretPost(p.clientSecret);
  const params = oauth.validateAuthResponse(as, client, new URLSearchParams({ code: input.code, state: input.state }), input.state);
  const response = await oauth.authorizationCodeGrantRequest(as, client, auth, params, p.redirectUrl, input.codeVerifier, optionsFor(p));
  if (p.kind === 'oidc') {
    const result = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: input.nonce, requireIdToken: true });
    const claims = oauth.getValidatedIdTokenClaims(result)!;
    let info: Record<string, unknown> = claims;
    // Some providers keep e-mail claims for userinfo; ask it when the ID token has none.
    if (typeof claims.email !== 'string' && as.userinfo_endpoint) {
      info = { ...(await oauth.processUserInfoResponse(as, client, claims.sub, await oauth.userInfoRequest(as, client, result.access_token, optionsFor(p)))) };
    }
    return identity(String(claims.sub), info.email, info.email_verified === true || info.email_verified === 'true', info.name);
  }
  const result = await oauth.processAuthorizationCodeResponse(as, client, response);
  return oauth2Identity(p, result.access_token);
}

/** GitHub-style: the profile, then (when configured) the address list, whose primary verified entry wins. */
async function oauth2Identity(p: ResolvedProvider, accessToken: string): Promise<SocialIdentity> {
  const get = async (url: string) => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'portico' }, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`${p.type} userinfo answered ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  const user = (await get(p.userinfoEndpoint!)) as { id?: string | number; name?: string; login?: string; email?: string | null };
  if (user.id === undefined || user.id === null) throw new Error(`${p.type} userinfo has no id`);
  if (p.emailsEndpoint) {
    const emails = (await get(p.emailsEndpoint)) as { email: string; primary?: boolean; verified?: boolean }[];
    const best = Array.isArray(emails) ? (emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified)) : undefined;
    return identity(String(user.id), best?.email ?? user.email ?? undefined, !!best, user.name ?? user.login);
  }
  return identity(String(user.id), user.email ?? undefined, p.emailAlwaysVerified && !!user.email, user.name ?? user.login);
}

const identity = (subject: string, email: unknown, verified: boolean, name: unknown): SocialIdentity => ({
  subject, email: typeof email === 'string' && email ? email.toLowerCase() : undefined, emailVerified: verified && typeof email === 'string',
  name: typeof name === 'string' && name ? name : undefined,
});
