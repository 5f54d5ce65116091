// The peer of the refresh bench: panva's oidc-provider in its own process (as our server runs in its own), one
// confidential client, refresh tokens rotated on every use (`rotateRefreshToken: true`), an in-memory Map store.
// It signs in `BENCH_SESSIONS` users through the real authorization-code flow (PKCE, consent for offline_access) and
// prints one JSON line with their refresh tokens; then it serves until killed.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { signInAtProvider } from '../src/test/provider-browser';

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

/** Signs `login` in through the provider's forms (the shared test browser), then trades the code for a refresh token. */
async function signIn(login: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = client.redirect_uris[0]!;
  const authorize = `${issuer}/auth?${new URLSearchParams({ client_id: client.client_id, redirect_uri: redirectUri, response_type: 'code',
    scope: 'openid offline_access', prompt: 'consent', code_challenge: challenge, code_challenge_method: 'S256' })}`;
  const back = new URL(await signInAtProvider(authorize, redirectUri, login));
  const token = await fetch(`${issuer}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded',
    authorization: `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}` },
  body: new URLSearchParams({ grant_type: 'authorization_code', code: back.searchParams.get('code')!, redirect_uri: redirectUri, code_verifier: verifier }) });
  const body = (await token.json()) as { refresh_token?: string };
  if (!body.refresh_token) throw new Error(`no refresh token: ${JSON.stringify(body)}`);
  return body.refresh_token;
}

const refreshTokens: string[] = [];
for (let i = 0; i < sessions; i++) refreshTokens.push(await signIn(`user${i}`));
console.log(JSON.stringify({ tokenUrl: `${issuer}/token`, basic: Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64'), refreshTokens }));
