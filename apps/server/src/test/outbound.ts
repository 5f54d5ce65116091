import dns, { type LookupAddress } from 'node:dns';
import { createServer as createHttpsServer } from 'node:https';
import { syncBuiltinESMExports } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { generate } from 'selfsigned';

/**
 * Replaces the system resolver (`dns.lookup`, `dns.promises.lookup`, and their ESM bindings) for the named hosts, as
 * a rebinding attacker's DNS would answer: each lookup of a host takes the next address of its list, the last one
 * repeating. Other names resolve as before. Call `restore()` when done.
 */
export function fakeSystemDns(answers: Record<string, string[]>) {
  const original = { lookup: dns.lookup, promises: dns.promises.lookup };
  const calls: Record<string, number> = {};
  const next = (host: string): LookupAddress | undefined => {
    const list = answers[host.toLowerCase()];
    if (!list) return undefined;
    const n = (calls[host.toLowerCase()] = (calls[host.toLowerCase()] ?? 0) + 1);
    const address = list[Math.min(n, list.length) - 1]!;
    return { address, family: address.includes(':') ? 6 : 4 };
  };
  dns.lookup = ((host: string, options: unknown, callback?: unknown) => {
    const cb = (typeof options === 'function' ? options : callback) as (e: Error | null, a: unknown, f?: number) => void;
    const opts = (typeof options === 'object' && options) || {};
    const answer = next(host);
    if (!answer) return (original.lookup as (...a: unknown[]) => void)(host, options, callback);
    process.nextTick(() => ((opts as { all?: boolean }).all ? cb(null, [answer]) : cb(null, answer.address, answer.family)));
  }) as typeof dns.lookup;
  dns.promises.lookup = (async (host: string, options?: { all?: boolean }) => {
    const answer = next(host);
    if (!answer) return original.promises(host, options as never);
    return options?.all ? [answer] : answer;
  }) as typeof dns.promises.lookup;
  syncBuiltinESMExports();
  return {
    calls,
    restore() {
      dns.lookup = original.lookup;
      dns.promises.lookup = original.promises;
      syncBuiltinESMExports();
    },
  };
}

/** A TCP listener that only counts connections: what a private service sees when the server reaches it. */
export async function connectionCounter(host = '127.0.0.1') {
  const state = { connections: 0 };
  const server = createServer((socket) => {
    state.connections++;
    socket.destroy();
  });
  await new Promise<void>((r) => server.listen(0, host, r));
  return { port: (server.address() as AddressInfo).port, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Endpoints a fake OIDC IdP advertises in its discovery document (absolute URLs; default its own). */
export interface FakeIdpEndpoints {
  token?: string;
  userinfo?: string;
}

/**
 * A minimal OIDC IdP over HTTPS (self-signed: the test turns certificate checks off while it talks to it) on `host`,
 * named `name` in its issuer. Its token endpoint answers an RS256 ID token for `sub` without e-mail (so the RP asks
 * userinfo, which answers `email`) carrying the nonce the test sets.
 */
export async function startFakeHttpsIdp(host: string, name: string, clientId: string, email: string) {
  const [pems, keys] = await Promise.all([generate([{ name: 'commonName', value: name }], { keySize: 2048, algorithm: 'sha256' }), generateKeyPair('RS256')]);
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const state = { nonce: '', endpoints: {} as FakeIdpEndpoints, requests: [] as string[] };
  let issuer = '';
  const server = createHttpsServer({ key: pems.private, cert: pems.cert }, async (req, res) => {
    state.requests.push(req.url ?? '');
    const send = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration') {
      return send({
        issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: state.endpoints.token ?? `${issuer}/token`,
        userinfo_endpoint: state.endpoints.userinfo ?? `${issuer}/userinfo`, jwks_uri: `${issuer}/jwks`, response_types_supported: ['code'],
        subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (req.url === '/jwks') return send({ keys: [jwk] });
    if (req.url === '/token') {
      const idToken = await new SignJWT({ nonce: state.nonce }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(issuer).setAudience(clientId)
        .setSubject('rebind-user').setIssuedAt().setExpirationTime('5m').sign(keys.privateKey);
      return send({ access_token: 'at-1', token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    if (req.url === '/userinfo') return send({ sub: 'rebind-user', email, email_verified: true });
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, host, r));
  issuer = `https://${name}:${(server.address() as AddressInfo).port}`;
  return { issuer, state, close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }) };
}
