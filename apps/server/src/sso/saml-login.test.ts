import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { claimsOf } from '../test/users-admin';
import { SAML_MSG } from './saml-sp';
import { startTestDns, type TestDns } from '../test/sso/dns-server';
import { authnRequestId, idpKey, redirectSignatureValid, samlResponse, spSigningCertOf, tamper, type IdpKey } from '../test/sso/saml-idp';
import { auditRows, claimDomain, idCaller, teamCaller, type Call } from '../test/sso/setup';

let t: TestServer;
let dns: TestDns;
let key: IdpKey;
let admin = '';
let team: Call;
let id: Call;
let audience = '';
let acs = '';
const DOMAIN = 'acme-sso.test';

/** Pre-login for an e-mail of the SSO domain; answers the AuthnRequest id the IdP must answer. */
async function startLogin(email = `new.user@${DOMAIN}`): Promise<string> {
  const pre = await id('POST', '/auth/v2/user/sso/prelogin', { email });
  expect(pre.status).toBe(200);
  expect(pre.data.idpType).toBe('saml');
  expect(pre.data.address.startsWith('http://idp.test/sso?SAMLRequest=')).toBe(true);
  return authnRequestId(pre.data.address);
}
const post = (SAMLResponse: string) => t.browser().fetch('/identity/resources/auth/v1/user/saml/postlogin', { json: { SAMLResponse } });
const valid = (inResponseTo: string, extra: Partial<Parameters<typeof samlResponse>[0]> = {}) =>
  samlResponse({ key, inResponseTo, audience, acs, email: `new.user@${DOMAIN}`, ...extra });

beforeAll(async () => {
  [dns, key] = await Promise.all([startTestDns(), idpKey()]);
  t = await startServer({ ssoDnsServers: [dns.address] });
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  team = teamCaller(t, () => admin);
  id = idCaller(t);
  const vendor = (await team('GET', '/sso/v1/saml/configurations/vendor-config')).data;
  ({ acsUrl: acs, spEntityId: audience } = vendor);
  const support = (await id('GET', '/roles/v1', undefined, admin)).data.find((r: { key: string }) => r.key === 'Support').id;
  await claimDomain(team, dns, DOMAIN);
  expect((await team('POST', '/sso/v1/saml/configurations', { ssoEndpoint: 'http://idp.test/sso', publicCertificate: key.cert, enabled: true })).status).toBe(200);
  expect((await team('PUT', '/sso/v1/saml/configurations/default-roles', { roleIds: [support] })).status).toBe(200);
  const readOnly = (await id('GET', '/roles/v1', undefined, admin)).data.find((r: { key: string }) => r.key === 'ReadOnly').id;
  expect((await team('POST', '/sso/v2/saml/configurations/groups', { group: 'engineering', roleIds: [readOnly] })).status).toBe(201);
});
afterAll(async () => {
  await t?.close();
  await dns?.close();
});

describe('SAML login', () => {
  it('an e-mail of another domain gets "no SSO" (200 without address)', async () => {
    expect((await id('POST', '/auth/v2/user/sso/prelogin', { email: 'someone@elsewhere.test' })).data).toEqual({});
  });

  it('a signed answer to a pending request opens a session for a new user, provisioned with the default role, the role mapped from its IdP group and provider saml', async () => {
    const requestId = await startLogin();
    const res = await post(valid(requestId, { groups: ['engineering'] }));
    expect(res.status).toBe(200);
    expect(res.data.accessToken).toBeTruthy();
    expect(res.headers.getSetCookie().join(';')).toMatch(/refresh/i);
    const claims = claimsOf(res.data.accessToken);
    expect(claims.email).toBe(`new.user@${DOMAIN}`);
    expect([...claims.roles].sort()).toEqual(['ReadOnly', 'Support']);
    const identity = await t.db.selectFrom('sso_identities').selectAll().where('user_id', '=', claims.sub).executeTakeFirstOrThrow();
    expect(identity.provider).toBe('saml');
    expect(await auditRows(t, 'User provisioned by SSO')).toHaveLength(1);
    // The users table shows where the member comes from; local members stay local.
    const items = (await t.browser().fetch('/identity/resources/users/v2?_limit=100', { token: admin })).data.items as { id: string; email: string; provider: string; managedBy: string }[];
    expect(items.find((u) => u.id === claims.sub)).toMatchObject({ provider: 'saml', managedBy: 'saml' });
    expect(items.find((u) => u.email === DEMO_ADMIN)).toMatchObject({ provider: 'local', managedBy: 'local' });
  });

  const refusals: [string, (requestId: string) => string, string][] = [
    ['tampered (e-mail changed after signing)', (r) => tamper(valid(r), `new.user@${DOMAIN}`, `ceo@${DOMAIN}`), SAML_MSG.signature],
    ['wrong audience', (r) => valid(r, { audience: 'https://other-sp.test/metadata' }), SAML_MSG.audience],
    ['expired', (r) => valid(r, { notOnOrAfter: new Date(Date.now() - 10 * 60_000) }), SAML_MSG.expired],
    ['unsigned', (r) => valid(r, { sign: false }), SAML_MSG.unsigned],
    ['wrong recipient', (r) => samlResponse({ key, inResponseTo: r, audience, acs: 'https://evil.test/acs', email: `new.user@${DOMAIN}` }), SAML_MSG.recipient],
    ['unsolicited (no pending request)', () => valid('_not-a-request'), SAML_MSG.unsolicited],
  ];
  it.each(refusals)('refuses a %s response with a clear message and an audit row', async (_name, make, message) => {
    const before = (await auditRows(t, 'SSO login failed')).length;
    const res = await post(make(await startLogin()));
    expect(res.status).toBe(401);
    expect(res.data.errors).toEqual([message]);
    expect(res.headers.getSetCookie()).toEqual([]);
    const rows = await auditRows(t, 'SSO login failed');
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]!.description).toContain(message);
  });

  it('refuses a replayed response (same request, same assertion) and an assertion id used before', async () => {
    const requestId = await startLogin();
    const response = valid(requestId);
    expect((await post(response)).status).toBe(200);
    const replay = await post(response);
    expect(replay.status).toBe(401);
    expect(replay.data.errors).toEqual([SAML_MSG.unsolicited]);
    const reused = await post(valid(await startLogin(), { assertionId: '_fixed-assertion' }));
    expect(reused.status).toBe(200);
    const again = await post(valid(await startLogin(), { assertionId: '_fixed-assertion' }));
    expect(again.data.errors).toEqual([SAML_MSG.replayed]);
  });

  it("refuses an e-mail outside the configuration's verified domains", async () => {
    const res = await post(valid(await startLogin(), { email: 'intruder@elsewhere.test' }));
    expect(res.status).toBe(401);
    expect(res.data.errors[0]).toMatch(/not a verified domain/);
  });

  it('a member the account disabled is refused even with a valid answer', async () => {
    const email = `disabled@${DOMAIN}`;
    expect((await post(valid(await startLogin(email), { email }))).status).toBe(200);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await t.db.updateTable('user_tenants').set({ disabled_at: new Date() }).where('user_id', '=', user.id).execute();
    const res = await post(valid(await startLogin(email), { email }));
    expect(res.status).toBe(401);
    expect(res.data.errors[0]).toMatch(/disabled or has expired/);
  });

  it('with signRequest on, AuthnRequests are signed with the SP key its metadata publishes: the IdP verifies them and refuses a tampered one; the key is made once, stored encrypted', async () => {
    const metadata = async () => (await fetch(audience)).text();
    const unsigned = spSigningCertOf(await metadata());
    expect(unsigned.authnRequestsSigned).toBe(false);
    const plain = (await id('POST', '/auth/v2/user/sso/prelogin', { email: `new.user@${DOMAIN}` })).data.address as string;
    expect(new URL(plain).searchParams.has('Signature')).toBe(false);

    expect((await team('POST', '/sso/v1/saml/configurations', { signRequest: true })).data.signRequest).toBe(true);
    const { cert, authnRequestsSigned } = spSigningCertOf(await metadata());
    expect(authnRequestsSigned).toBe(true);
    expect(cert).toBe(unsigned.cert);
    const address = (await id('POST', '/auth/v2/user/sso/prelogin', { email: `new.user@${DOMAIN}` })).data.address as string;
    expect(new URL(address).searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    expect(redirectSignatureValid(address, cert)).toBe(true);
    // Another request's body under this signature, or an altered signature: the IdP refuses.
    const swapped = address.replace(/SAMLRequest=[^&]+/, /SAMLRequest=[^&]+/.exec(plain)![0]);
    expect(redirectSignatureValid(swapped, cert)).toBe(false);
    expect(redirectSignatureValid(address.replace(/Signature=(.)/, (_m, c: string) => `Signature=${c === 'A' ? 'B' : 'A'}`), cert)).toBe(false);
    expect(redirectSignatureValid(address, key.cert)).toBe(false);
    // The signed request is answered like any other.
    expect((await post(valid(authnRequestId(address)))).status).toBe(200);

    const rows = await t.db.selectFrom('sso_sp_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.private_key).toMatch(/^v1\./);
    expect(rows[0]!.private_key).not.toContain('PRIVATE KEY');
    expect((await team('POST', '/sso/v1/saml/configurations', { signRequest: false })).data.signRequest).toBe(false);
  });

  it('the ACS relay hands the answer to the login box in the address fragment', async () => {
    const res = await fetch(acs, { method: 'POST', body: new URLSearchParams({ SAMLResponse: 'abc+/=', RelayState: 'r1' }), redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://app.test/account/saml/callback#SAMLResponse=abc%2B%2F%3D&RelayState=r1');
  });
});
