import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { claimsOf } from '../test/users-admin';
import { OIDC_MSG } from './oidc-rp';
import { startTestDns, type TestDns } from '../test/sso/dns-server';
import { startOidcIdp, type TestOidcIdp } from '../test/sso/oidc-idp';
import { auditRows, claimDomain, idCaller, teamCaller, type Call } from '../test/sso/setup';

let t: TestServer;
let dns: TestDns;
let idp: TestOidcIdp;
let admin = '';
let team: Call;
let id: Call;
const DOMAIN = 'oidc-corp.test';
const REDIRECT = 'http://app.test/account/oidc/callback';

const preLogin = async (login: string) => {
  const pre = await id('POST', '/auth/v2/user/sso/prelogin', { email: `${login}@${DOMAIN}` });
  expect(pre.data.idpType).toBe('oidc');
  return pre.data.address as string;
};
const postLogin = (json: Record<string, unknown>) => t.browser().fetch('/identity/resources/auth/v1/user/oidc/postlogin', { json });
const answerOf = (url: URL) => ({ code: url.searchParams.get('code')!, state: url.searchParams.get('state')!, iss: url.searchParams.get('iss')!, redirectUri: REDIRECT });

beforeAll(async () => {
  dns = await startTestDns();
  idp = await startOidcIdp(REDIRECT, DOMAIN);
  t = await startServer({ ssoDnsServers: [dns.address] });
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  team = teamCaller(t, () => admin);
  id = idCaller(t);
  await claimDomain(team, dns, DOMAIN);
  const saved = await team('POST', '/sso/v1/saml/configurations', { type: 'oidc', ssoEndpoint: idp.issuer, oidcClientId: idp.clientId, oidcSecret: idp.clientSecret, enabled: true });
  expect(saved.status).toBe(200);
  expect(saved.data.oidcSecret).toBeUndefined();
});
afterAll(async () => {
  await t?.close();
  await Promise.all([dns?.close(), idp?.close()]);
});

describe('OIDC login', () => {
  it('the client secret is never returned after save, in any read', async () => {
    const reads = [await team('GET', '/sso/v1/saml/configurations'), await team('GET', '/sso/v1/configurations')];
    for (const r of reads) expect(r.text).not.toContain(idp.clientSecret);
    expect((await t.db.selectFrom('audits').select('json').execute()).some((a) => JSON.stringify(a.json).includes(idp.clientSecret))).toBe(false);
  });

  it('pre-login sends the browser to the IdP with PKCE S256, state and nonce; the callback answer opens a session (provider oidc)', async () => {
    const address = new URL(await preLogin('ada'));
    expect(address.searchParams.get('code_challenge_method')).toBe('S256');
    expect(address.searchParams.get('state')).toBeTruthy();
    expect(address.searchParams.get('nonce')).toBeTruthy();
    expect(address.searchParams.get('redirect_uri')).toBe(REDIRECT);
    const back = await idp.signIn(address.toString(), 'ada');
    const res = await postLogin(answerOf(back));
    expect(res.data.errors).toBeUndefined();
    expect(res.status).toBe(200);
    expect(claimsOf(res.data.accessToken).email).toBe(`ada@${DOMAIN}`);
    const identity = await t.db.selectFrom('sso_identities').selectAll().where('user_id', '=', claimsOf(res.data.accessToken).sub).executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ provider: 'oidc', subject: 'ada' });
    // The spec's user providers have no OIDC value: enterprise SSO shows as saml, managedBy names the protocol.
    const items = (await t.browser().fetch('/identity/resources/users/v2?_limit=100', { token: admin })).data.items as { id: string; provider: string; managedBy: string }[];
    expect(items.find((u) => u.id === claimsOf(res.data.accessToken).sub)).toMatchObject({ provider: 'saml', managedBy: 'oidc' });
  });

  it('refuses a replayed answer (state is single use), an unknown state and a foreign redirect address, each audited', async () => {
    const back = await idp.signIn(await preLogin('bob'), 'bob');
    expect((await postLogin(answerOf(back))).status).toBe(200);
    const before = (await auditRows(t, 'SSO login failed')).length;
    const replay = await postLogin(answerOf(back));
    expect(replay.status).toBe(401);
    expect(replay.data.errors).toEqual([OIDC_MSG.state]);
    expect((await postLogin({ ...answerOf(back), state: 'forged' })).data.errors).toEqual([OIDC_MSG.state]);
    const other = await idp.signIn(await preLogin('eve'), 'eve');
    const foreign = await postLogin({ ...answerOf(other), redirectUri: 'http://evil.test/account/oidc/callback' });
    expect(foreign.data.errors).toEqual([OIDC_MSG.redirect]);
    expect(await auditRows(t, 'SSO login failed')).toHaveLength(before + 3);
  });

  it('refuses a forged code', async () => {
    const address = new URL(await preLogin('carol'));
    const res = await postLogin({ code: 'forged-code', state: address.searchParams.get('state'), iss: idp.issuer, redirectUri: REDIRECT });
    expect(res.status).toBe(401);
    expect(res.data.errors).toEqual([OIDC_MSG.refused]);
  });
});
