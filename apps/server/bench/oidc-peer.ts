// The peer of the refresh bench: panva's oidc-provider in its own process (as our server runs in its own), one
// confidential client, refresh tokens rotated on every use (`rotateRefreshToken: true`), an in-memory Map store.
// It signs in `BENCH_SESSIONS` users through the real authorization-code flow (PKCE, consent for offline_access) and
// prints one JSON line with their refresh tokens; then it serves until killed.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.PEER_PORT);
const sessions = Number(process.env.BENCH_SESSIONS ?? 16);
const issuer = `http://127.0.0.1:${port}`;
const client = { client_id: 'bench', client_secret: 'bench-secret-0123456789abcdef0123456789', redirect_uris: ['http://127.0.0.1/cb'],
  grant_types: ['authorization_code', 'refresh_token'], response_types: ['code' as const] };
/** Plain Map store: the quick-start adapter is an LRU of 1,000 entries, which evicts grants under load (invalid_grant). */
class MapAdapter {
  static store = new Map<string, { payload: Record<string, unknown>; consumed?: number }>();
  constructor(private readonly name: string) {}
  private key(id: string) { return `${this.name}:${id}`; }
  async upsert(id: string, payload: Record<string, unknown>) { MapAdapter.store.set(this.key(id), { payload }); }
  async find(id: string) { const e = MapAdapter.store.get(this.key(id)); return e ? { ...e.payload, ...(e.consumed ? { consumed: e.consumed } : {}) } : undefined; }
  async findByUserCode() { return undefined; }
  async findByUid(uid: string) { for (const [k, e] of MapAdapter.store) if (k.startsWith(`${this.name}:`) && e.payload.uid === uid) return e.payload; return undefined; }
  async consume(id: string) { const e = MapAdapter.store.get(this.key(id)); if (e) e.consumed = Math.floor(Date.now() / 1000); }
  async destroy(id: string) { MapAdapter.store.delete(this.key(id)); }
  async revokeByGrantId(grantId: string) { for (const [k, e] of MapAdapter.store) if (e.payload.grantId === grantId) MapAdapter.store.delete(k); }
}

const provider = new Provider(issuer, {
  adapter: MapAdapter as never,
  clients: [client],
  pkce: { required: () => true },
  findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id, email: `${id}@bench.test` }) }),
  claims: { openid: ['sub'], email: ['email'] },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['bench-cookie-key'] },
  rotateRefreshToken: true,
});
const server = createServer(provider.callback());
await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));

async function signIn(login: string): Promise<string> {
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
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = `${issuer}/auth?${new URLSearchParams({ client_id: client.client_id, redirect_uri: client.redirect_uris[0]!, response_type: 'code',
    scope: 'openid offline_access', prompt: 'consent', code_challenge: challenge, code_challenge_method: 'S256' })}`;
  let res = await request(authorize);
  for (let hop = 0; hop < 12; hop++) {
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, issuer);
      if (next.toString().startsWith(client.redirect_uris[0]!)) {
        const token = await fetch(`${issuer}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}` },
        body: new URLSearchParams({ grant_type: 'authorization_code', code: next.searchParams.get('code')!, redirect_uri: client.redirect_uris[0]!, code_verifier: verifier }) });
        const body = (await token.json()) as { refresh_token?: string };
        if (!body.refresh_token) throw new Error(`no refresh token: ${JSON.stringify(body)}`);
        return body.refresh_token;
      }
      res = await request(next.toString());
    } else if (res.status === 200) {
      const html = await res.text();
      const action = new URL((/<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&'), issuer).toString();
      const hidden = Object.fromEntries([...html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]*)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
      res = await request(action, /name="login"/.test(html) ? { ...hidden, login, password: 'any' } : { ...hidden, prompt: hidden.prompt ?? 'consent' });
    } else {
      throw new Error(`provider answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    }
  }
  throw new Error('too many hops');
}

const refreshTokens: string[] = [];
for (let i = 0; i < sessions; i++) refreshTokens.push(await signIn(`user${i}`));
console.log(JSON.stringify({ tokenUrl: `${issuer}/token`, basic: Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64'), refreshTokens }));
