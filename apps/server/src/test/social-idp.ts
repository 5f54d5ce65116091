import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

// Loopback stand-ins for the social providers, for tests and the e2e journey: never the internet.

/** A provider account: who the stand-in says signed in. */
export interface StandInAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export const STAND_IN_CLIENT = { clientId: 'portico-social', clientSecret: 'stand-in-secret-0123456789' };

const listen = async (server: Server) => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) => new Promise<void>((r) => server.close(() => r()));

/** panva's oidc-provider on loopback (Google, Microsoft, Slack, Apple, LinkedIn shapes); accounts are looked up by login name. */
export async function startOidcStandIn(redirectUris: string[], accounts: Map<string, StandInAccount>) {
  const server = createServer();
  const issuer = await listen(server);
  const provider = new Provider(issuer, {
    clients: [{ client_id: STAND_IN_CLIENT.clientId, client_secret: STAND_IN_CLIENT.clientSecret, token_endpoint_auth_method: 'client_secret_post',
      redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    pkce: { required: () => true },
    findAccount: async (_ctx, id) => {
      // Any other login name is a verified account of its own (the demo signs in as whoever it types).
      const a = accounts.get(id) ?? { sub: id, email: `${id.toLowerCase()}@stand-in.test`, email_verified: true, name: id };
      return { accountId: id, claims: async () => ({ ...a, sub: a.sub }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], name: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['stand-in-cookie-key'] },
  });
  server.on('request', provider.callback());
  return { issuer, close: () => close(server) };
}

/** A GitHub-style OAuth 2 server (no ID token): authorize approves at once as `next`, then /user and /user/emails. */
export async function startGithubStandIn() {
  const codes = new Map<string, { challenge: string; who: GithubUser; redirectUri: string }>();
  const tokens = new Map<string, GithubUser>();
  const state = { next: undefined as GithubUser | undefined };
  const read = (req: IncomingMessage) => new Promise<string>((r) => { let s = ''; req.on('data', (d) => (s += d)); req.on('end', () => r(s)); });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, body: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(body)); };
    if (url.pathname === '/login/oauth/authorize') {
      const p = url.searchParams;
      if (p.get('client_id') !== STAND_IN_CLIENT.clientId || p.get('code_challenge_method') !== 'S256' || !state.next) return json(400, { error: 'invalid_request' });
      const code = crypto.randomUUID();
      codes.set(code, { challenge: p.get('code_challenge')!, who: state.next, redirectUri: p.get('redirect_uri')! });
      const back = new URL(p.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state')!);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
      const f = new URLSearchParams(await read(req));
      const grant = codes.get(f.get('code') ?? '');
      codes.delete(f.get('code') ?? '');
      const verifierOk = grant && createHash('sha256').update(f.get('code_verifier') ?? '').digest('base64url') === grant.challenge;
      if (f.get('client_secret') !== STAND_IN_CLIENT.clientSecret || !grant || !verifierOk || f.get('redirect_uri') !== grant.redirectUri) return json(400, { error: 'bad_verification_code' });
      const token = crypto.randomUUID();
      tokens.set(token, grant.who);
      return json(200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    const who = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!who) return json(401, { message: 'Bad credentials' });
    if (url.pathname === '/user') return json(200, { id: who.id, login: who.login, name: who.name, email: who.publicEmail ?? null });
    if (url.pathname === '/user/emails') return json(200, who.emails);
    return json(404, { message: 'Not Found' });
  });
  const base = await listen(server);
  return {
    base, state,
    endpoints: { authorizationEndpoint: `${base}/login/oauth/authorize`, tokenEndpoint: `${base}/login/oauth/access_token`, userinfoEndpoint: `${base}/user`, emailsEndpoint: `${base}/user/emails` },
    close: () => close(server),
  };
}

/** A GitHub user as the stand-in answers it. */
export interface GithubUser {
  id: number;
  login: string;
  name?: string;
  publicEmail?: string;
  emails: { email: string; primary: boolean; verified: boolean }[];
}
