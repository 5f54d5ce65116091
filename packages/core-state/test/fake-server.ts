import { makeToken, PROFILE, SERVED_FLAGS, SERVER_AUTHORIZATION, SERVER_PROFILE } from './fixtures';

/** One request the fake server saw. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

const P = '/frontegg/identity/resources';
const NOW = () => Math.floor(Date.now() / 1000);
const ROLES = SERVER_AUTHORIZATION.roles;
const PERMISSIONS = SERVER_AUTHORIZATION.permissions;

/** `GET /flags` of the reference server (same list as the port fake's). */
export const FAKE_FLAGS = SERVED_FLAGS;

/** `GET /users/v2/me` as the reference server shapes it, with the sample user's values. */
export const FAKE_ME = SERVER_PROFILE;

/** The access-token claims the reference server signs (apps/server/src/auth/claims.ts). */
function serverToken(amr: string[]): string {
  const iat = NOW();
  return makeToken({
    email: PROFILE.email, name: PROFILE.name, tenantId: PROFILE.tenantId, tenantIds: [PROFILE.tenantId], roles: ROLES.map((r) => r.key),
    permissions: PERMISSIONS.map((p) => p.key), amr, acr: amr.includes('mfa') ? 'urn:portico:acr:mfa' : 'urn:portico:acr:password', auth_time: iat,
    sid: 's-1', type: 'userToken', sub: PROFILE.id, iss: 'https://api.app.test/frontegg/oauth', aud: 'portico', iat, exp: iat + 600,
  });
}

/** A completed login or refresh as the reference server answers it (the refresh token only ever travels as a cookie). */
function tokens(token: string) {
  return {
    token_type: 'Bearer', accessToken: token, expiresIn: 600, expires: new Date(Date.now() + 600_000).toUTCString(), mfaRequired: false,
    userId: PROFILE.id, tenantId: PROFILE.tenantId, tenantIds: [PROFILE.tenantId], emailVerified: true,
  };
}

/** The MFA challenge the reference server answers a password login of a user with an authenticator. */
const MFA_CHALLENGE = {
  mfaRequired: true, mfaToken: 'fake-mfa-token', mfaEnrolled: true, userId: PROFILE.id, email: PROFILE.email,
  mfaStrategies: [{ strategy: 'AuthenticatorApp', isActive: true }, { strategy: 'EmailCode', isActive: true }], allowRememberMe: true,
  // The server lists the devices on every verify step.
  mfaDevices: { webauthn: [], phones: [], authenticators: [{ id: 'fake-authenticator' }], emails: [] },
};

/** Options of {@link fakeServerFetch}. */
export interface FakeServerOptions {
  /** The sample user has an authenticator: login answers an MFA challenge, and `/mfa/verify` with this code signs in. */
  mfaCode?: string;
}

/**
 * A fetch that answers the Portico paths core-state calls exactly the way the reference server shapes them
 * (tests/contract/src/fakes runs the same flows on this fake and on the server and compares). The refresh cookie is
 * httpOnly, so JS never sees it.
 */
export function fakeServerFetch(overrides: Record<string, (body: unknown) => unknown> = {}, options: FakeServerOptions = {}) {
  const seen: SeenRequest[] = [];
  const token = serverToken(['pwd']);
  const badCode = () => Object.assign(new Error('Invalid MFA code'), { status: 400 });
  const routes: Record<string, (body: unknown) => unknown> = {
    [`POST ${P}/auth/v2/user/sso/prelogin`]: () => ({}),
    [`GET ${P}/configurations/v1/auth/strategies/public`]: () => ({
      mainAuthStrategy: 'EmailAndPassword',
      strategies: ['EmailAndPassword', 'MagicLink', 'Code', 'SmsCode', 'Passkeys'].map((strategy, i) => ({ strategy, isActive: i === 0 })),
    }),
    [`POST ${P}/auth/v1/user`]: () => (options.mfaCode ? MFA_CHALLENGE : tokens(token)),
    [`POST ${P}/auth/v1/user/mfa/verify`]: (body) => {
      const b = body as { mfaToken?: string; value?: string };
      if (!options.mfaCode || b.mfaToken !== MFA_CHALLENGE.mfaToken || b.value !== options.mfaCode) throw badCode();
      return tokens(serverToken(['pwd', 'mfa', 'otp']));
    },
    [`POST ${P}/auth/v1/user/token/refresh`]: () => tokens(token),
    [`POST ${P}/auth/v1/logout`]: () => ({ ok: true }),
    [`GET ${P}/users/v2/me`]: () => ({ ...FAKE_ME, mfaEnrolled: Boolean(options.mfaCode) }),
    'GET /frontegg/flags': () => ({ ...FAKE_FLAGS }),
    [`GET ${P}/users/v1/me/authorization`]: () => ({ roles: ROLES, permissions: PERMISSIONS }),
    ...overrides,
  };
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    seen.push({ method, path: url.pathname + url.search, body, headers: init.headers as Record<string, string>, credentials: init.credentials });
    const handler = routes[`${method} ${url.pathname}`];
    const json = { 'content-type': 'application/json' };
    if (!handler) return new Response(JSON.stringify({ errors: ['Not found'] }), { status: 404, headers: { ...json, 'x-portico-route': 'none' } });
    try {
      return new Response(JSON.stringify(handler(body) ?? {}), {
        status: 200,
        headers: { ...json, 'set-cookie': 'portico_refresh=secret; HttpOnly; Path=/' },
      });
    } catch (error) {
      const status = (error as { status?: number }).status ?? 401;
      return new Response(JSON.stringify({ errors: [(error as Error).message] }), { status, headers: json });
    }
  };
  return { fetch: fetch as typeof globalThis.fetch, seen, token };
}
