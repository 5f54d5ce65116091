import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** panva's oidc-provider on loopback with one confidential client; every login name `x` signs in as `x@<domain>`. */
export interface TestOidcIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Drives the browser part: authorize → login form → consent → the redirect back (returned, not followed). */
  signIn(authorizeUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startOidcIdp(redirectUri: string, domain: string): Promise<TestOidcIdp> {
  const server: Server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'portico-sso';
  const clientSecret = 'oidc-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    pkce: { required: () => true },
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id, email: `${id}@${domain}`, email_verified: true, name: `User ${id}`, groups: ['engineering'] }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['sso-test-cookie-key'] },
  });
  server.on('request', provider.callback());

  const jar = new Map<string, string>();
  const request = async (url: string, form?: Record<string, string>) => {
    const res = await fetch(url, { method: form ? 'POST' : 'GET', redirect: 'manual', body: form ? new URLSearchParams(form) : undefined,
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  };
  const fields = (html: string) => {
    const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? '';
    const hidden = Object.fromEntries([...html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]*)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    return { action: new URL(action.replace(/&amp;/g, '&'), issuer).toString(), hidden };
  };

  return {
    issuer, clientId, clientSecret,
    async signIn(authorizeUrl, login) {
      let res = await request(authorizeUrl);
      for (let hop = 0; hop < 12; hop++) {
        if (res.status >= 300 && res.status < 400) {
          const next = new URL(res.headers.get('location')!, issuer);
          if (next.toString().startsWith(redirectUri)) return next;
          res = await request(next.toString());
        } else if (res.status === 200) {
          const html = await res.text();
          const { action, hidden } = fields(html);
          res = await request(action, /name="login"/.test(html) ? { ...hidden, login, password: 'any' } : { ...hidden, prompt: hidden.prompt ?? 'consent' });
        } else {
          throw new Error(`IdP answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
        }
      }
      throw new Error('too many hops');
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
