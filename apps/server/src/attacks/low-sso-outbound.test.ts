import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { METADATA_MSG } from '../sso/metadata';
import { startTestDns, type TestDns } from '../test/sso/dns-server';
import { idpKey, idpMetadata } from '../test/sso/saml-idp';
import { claimDomain, idCaller, teamCaller, type Call } from '../test/sso/setup';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { connectionCounter, fakeSystemDns, startFakeHttpsIdp } from '../test/outbound';

// LOW (issue 24): outbound fetches a tenant chooses reached private addresses in production. The IdP metadata URL was
// checked on one DNS answer and fetched after a second lookup (DNS rebinding); OIDC discovery, token and userinfo
// endpoints had no private-range check at all. Now the address checked is the address connected to, for every one.
// Names resolve through the system resolver, replaced here by a rebinding one; 93.184.216.34 stands for "public".

const PUBLIC = '93.184.216.34';
const DOMAIN = 'outbound-corp.test';
const CLIENT_ID = 'portico-outbound';
const REDIRECT = 'http://app.test/account/oidc/callback';
let t: TestServer;
let dns: TestDns;
let team: Call;
let id: Call;
let privateService: Awaited<ReturnType<typeof connectionCounter>>;
let metadataServer: Server;
let metadataHits = 0;
let idp: Awaited<ReturnType<typeof startFakeHttpsIdp>>;
let systemDns: ReturnType<typeof fakeSystemDns> | undefined;
const tlsBefore = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

/** Runs `fn` in production with the system resolver answering `answers`. */
async function inProduction<T>(answers: Record<string, string[]>, fn: () => Promise<T>): Promise<T> {
  systemDns = fakeSystemDns(answers);
  t.deps.config.production = true;
  try {
    return await fn();
  } finally {
    t.deps.config.production = false;
    systemDns.restore();
    systemDns = undefined;
  }
}
const useOidc = async (ssoEndpoint: string) =>
  expect((await team('POST', '/sso/v1/saml/configurations', { type: 'oidc', ssoEndpoint, oidcClientId: CLIENT_ID, oidcSecret: 'outbound-secret', enabled: true })).status).toBe(200);
/** Pre-login then a callback answer for it: discovery, then the token call (and userinfo when the ID token has no e-mail). */
async function oidcRoundTrip(): Promise<{ status: number; data: { errors?: string[] } }> {
  const pre = await id('POST', '/auth/v2/user/sso/prelogin', { email: `kim@${DOMAIN}` });
  expect(pre.data.idpType).toBe('oidc');
  const address = new URL(pre.data.address);
  idp.state.nonce = address.searchParams.get('nonce')!;
  return t.browser().fetch('/identity/resources/auth/v1/user/oidc/postlogin', { json: { code: 'code-1', state: address.searchParams.get('state'), redirectUri: REDIRECT } });
}

beforeAll(async () => {
  // The fake IdP's certificate is self-signed: certificate checks are not what these tests are about.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const key = await idpKey();
  metadataServer = createServer((_req, res) => {
    metadataHits++;
    res.end(idpMetadata(key, 'https://idp.private.test/sso'));
  });
  await new Promise<void>((r) => metadataServer.listen(0, '127.0.0.1', r));
  [dns, privateService, idp] = await Promise.all([startTestDns(), connectionCounter('127.0.0.1'), startFakeHttpsIdp('127.0.0.2', 'idp.allowed.test', CLIENT_ID, `kim@${DOMAIN}`)]);
  // 127.0.0.2 stands for the operator's own network that tenants' IdPs may use (an explicit allow-list, empty by default).
  t = await startServer({ ssoDnsServers: [dns.address], outboundAllowedNetworks: ['127.0.0.2/32'] });
  const admin = (await t.login(DEMO_ADMIN)).accessToken;
  team = teamCaller(t, () => admin);
  id = idCaller(t);
  await claimDomain(team, dns, DOMAIN);
});
beforeEach(() => {
  privateService.state.connections = 0;
  metadataHits = 0;
  idp.state.requests.length = 0;
});
afterEach(() => {
  systemDns?.restore();
  if (t) t.deps.config.production = false;
});
afterAll(async () => {
  if (tlsBefore === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsBefore;
  await t?.close();
  await Promise.all([dns?.close(), privateService?.close(), idp?.close(), new Promise<void>((r) => (metadataServer ? metadataServer.close(() => r()) : r()))]);
});

describe('SSO outbound fetches in production', () => {
  it('IdP metadata URL: a name answering public, then private, never reaches the private service', async () => {
    const port = (metadataServer.address() as AddressInfo).port;
    const res = await inProduction({ 'metadata.rebind.test': [PUBLIC, '127.0.0.1'] }, () =>
      team('POST', '/sso/v1/configurations/metadata-url', { url: `http://metadata.rebind.test:${port}/metadata` }));
    expect(metadataHits).toBe(0);
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual([METADATA_MSG.unreachable]);
  });

  it('OIDC discovery at a private address is not fetched (the login box gets "no SSO")', async () => {
    await useOidc(`https://oidc.private.test:${privateService.port}`);
    const pre = await inProduction({ 'oidc.private.test': ['127.0.0.1'] }, () => id('POST', '/auth/v2/user/sso/prelogin', { email: `kim@${DOMAIN}` }));
    expect(privateService.state.connections).toBe(0);
    expect(pre.data).toEqual({});
  });

  it('an allowed IdP whose discovery names a private token endpoint: the code is never sent there', async () => {
    await useOidc(idp.issuer);
    idp.state.endpoints = { token: `https://token.private.test:${privateService.port}/token` };
    const res = await inProduction({ 'idp.allowed.test': ['127.0.0.2'], 'token.private.test': ['127.0.0.1'] }, oidcRoundTrip);
    expect(idp.state.requests).toContain('/.well-known/openid-configuration');
    expect(privateService.state.connections).toBe(0);
    expect(res.status).toBe(401);
  });

  it('an allowed IdP whose discovery names a private userinfo endpoint: the access token is never sent there', async () => {
    await useOidc(idp.issuer);
    idp.state.endpoints = { userinfo: `https://userinfo.private.test:${privateService.port}/userinfo` };
    const res = await inProduction({ 'idp.allowed.test': ['127.0.0.2'], 'userinfo.private.test': ['127.0.0.1'] }, oidcRoundTrip);
    expect(idp.state.requests).toContain('/token');
    expect(privateService.state.connections).toBe(0);
    expect(res.status).toBe(401);
  });

  it('the allowed IdP itself still signs in (discovery, token and userinfo on the allowed network)', async () => {
    await useOidc(idp.issuer);
    idp.state.endpoints = {};
    const res = await inProduction({ 'idp.allowed.test': ['127.0.0.2'] }, oidcRoundTrip);
    expect(res.data.errors).toBeUndefined();
    expect(res.status).toBe(200);
  });

  it('webhooks: a receiver name answering public, then private, never reaches the private service', async () => {
    const admin = (await t.login(DEMO_ADMIN)).accessToken;
    const res = await inProduction({ 'hook.rebind.test': [PUBLIC, '127.0.0.1'] }, () =>
      t.browser().fetch('/webhook/test', { json: { url: `http://hook.rebind.test:${privateService.port}/hook` }, token: admin }));
    expect(res.status).toBe(200);
    expect(privateService.state.connections).toBe(0);
  });
});
