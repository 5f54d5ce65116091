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
  /** When true, the next answers sent back to the redirect address carry another `state` (an attacker swapping it). */
  tamperState: { on: boolean };
  close(): Promise<void>;
}

/** Replaces `state` in a redirect to the RP, as an attacker in the middle would. */
function tampered(location: string, redirectUri: string): string {
  if (!location.startsWith(redirectUri)) return location;
  const url = new URL(location);
  url.searchParams.set('state', `${url.searchParams.get('state') ?? ''}x`);
  return url.toString();
}

/** Starts the IdP on 127.0.0.1 (an ephemeral port, or the given one). */
export async function startOidcIdp(redirectUri: string, domain: string, port = 0): Promise<TestOidcIdp> {
  const server: Server = createServer();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
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
  const tamperState = { on: false };
  const handle = provider.callback();
  server.on('request', (req, res) => {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => setHeader(name, tamperState.on && /^location$/i.test(name) ? tampered(String(value), redirectUri) : value);
    return handle(req, res);
  });

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
    issuer, clientId, clientSecret, tamperState,
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
