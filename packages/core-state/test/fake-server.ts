import { makeToken, PROFILE } from './fixtures';

/** One request the fake server saw. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

/**
 * A fetch that answers the Portico paths core-state calls, the way the reference server shapes them
 * (login answers accessToken/expires_in; the refresh cookie is httpOnly, so JS never sees it).
 */
export function fakeServerFetch(overrides: Record<string, (body: unknown) => unknown> = {}) {
  const seen: SeenRequest[] = [];
  const token = makeToken({ email: PROFILE.email });
  const routes: Record<string, (body: unknown) => unknown> = {
    'POST /frontegg/identity/resources/auth/v2/user/sso/prelogin': () => ({}),
    'GET /frontegg/identity/resources/configurations/v1/auth/strategies/public': () => ({ strategies: [{ strategy: 'EmailAndPassword', isActive: true }] }),
    'POST /frontegg/identity/resources/auth/v1/user': () => ({ accessToken: token, refreshToken: 'cookie-only', expires_in: 300 }),
    'POST /frontegg/identity/resources/auth/v1/user/token/refresh': () => ({ accessToken: token, expires_in: 300 }),
    'POST /frontegg/identity/resources/auth/v1/logout': () => ({}),
    'GET /frontegg/identity/resources/users/v2/me': () => PROFILE,
    'GET /frontegg/flags': () => ({ authorization: 'on' }),
    'GET /frontegg/identity/resources/users/v1/me/authorization': () => ({ roles: PROFILE.roles, permissions: PROFILE.permissions }),
    ...overrides,
  };
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    seen.push({ method, path: url.pathname + url.search, body, headers: init.headers as Record<string, string>, credentials: init.credentials });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ errors: ['Not found'] }), { status: 404 });
    try {
      return new Response(JSON.stringify(handler(body) ?? {}), {
        status: 200,
        headers: { 'content-type': 'application/json', 'set-cookie': 'portico_refresh=secret; HttpOnly; Path=/' },
      });
    } catch (error) {
      return new Response(JSON.stringify({ errors: [(error as Error).message] }), { status: 401 });
    }
  };
  return { fetch: fetch as typeof globalThis.fetch, seen, token };
}
