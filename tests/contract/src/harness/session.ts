import { createApiClient, type ApiClient, type ApiClientOptions } from '@portico/rest-api';
import { ROUTE_MISS_HEADER, ROUTE_MISS_VALUE } from '@portico/server/src/http/errors-middleware';
import { DEMO_ADMIN, DEMO_PASSWORD, type TestServer } from '@portico/server/src/test/fixture';

/** One request the session sent and how the server answered it. */
export interface Exchange {
  method: string;
  /** Path without the query string. */
  path: string;
  status: number;
  /** The router had no route for this method and path (the server's route-miss header). */
  routeMiss: boolean;
  /** The parsed JSON answer (undefined when not JSON): what the response shapes are checked against. */
  body: unknown;
}

/** A request that hangs is a failure of the server, not of the suite: every request gives up after this long. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * One signed-in browser against the real server: a cookie jar (the refresh cookie travels like in a browser), the
 * bearer token, and a log of every exchange so callers can tell a router miss from any other answer.
 */
export class Session {
  readonly cookies = new Map<string, string>();
  readonly log: Exchange[] = [];
  token: string | null = null;

  constructor(readonly server: TestServer) {}

  /** A fetch with the jar, a time-out and the exchange log; hand it to any client. */
  readonly fetch: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const request = new Request(input, { ...init, headers, signal: init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const res = await fetch(request, { redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const url = new URL(request.url);
    const body: unknown = /json/.test(res.headers.get('content-type') ?? '') ? await res.clone().json().catch(() => undefined) : undefined;
    this.log.push({ method: request.method, path: url.pathname, status: res.status, routeMiss: res.headers.get(ROUTE_MISS_HEADER) === ROUTE_MISS_VALUE, body });
    return res;
  };

  /** A real `@portico/rest-api` client on this session (bearer = the session's token, source header, cookie jar). */
  client(options: Partial<ApiClientOptions> = {}): ApiClient {
    return createApiClient({ baseUrl: this.server.url, getToken: () => this.token, fetch: this.fetch, logLevel: 'silent', onRedirect: () => {}, ...options });
  }

  /** Logs in with a password (the seeded admin by default) and keeps the access token; throws when no token comes back. */
  async login(email: string = DEMO_ADMIN, password: string = DEMO_PASSWORD): Promise<string> {
    this.cookies.clear();
    const res = await this.fetch(`${this.server.id}/auth/v1/user`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-portico-source': 'portico' }, body: JSON.stringify({ email, password }),
    });
    const data = (await res.json()) as { accessToken?: string };
    if (res.status !== 200 || !data.accessToken) throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(data)}`);
    this.token = data.accessToken;
    return data.accessToken;
  }

  /** True while the session's access token is still accepted. */
  async alive(): Promise<boolean> {
    if (!this.token) return false;
    const res = await fetch(`${this.server.id}/users/v2/me`, { headers: { authorization: `Bearer ${this.token}`, 'x-portico-source': 'portico' } });
    await res.body?.cancel();
    return res.status === 200;
  }
}
