import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDns, type TestDns } from '../test/sso/dns-server';
import { startOidcIdp, type TestOidcIdp } from '../test/sso/oidc-idp';
import { claimDomain, idCaller, teamCaller } from '../test/sso/setup';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, startServer, type TestServer } from '../test/fixture';
import { ID } from '../test/users-admin';
import { interopTokens } from '../test/oauth-flow';
import { codeFlow } from '../test/attack-kit';

// Edges of rules 13, 16, 24 and the deliberate differences from the published client, each played against a started
// server: an expired code or authorization code, an ID token presented as a bearer, a recovery without the pending
// login, and an IdP vouching for the address of an account nobody ever verified.

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

describe('codes expire (rules 13, 16)', () => {
  it('an authorization code past its lifetime is refused, even with the right verifier', async () => {
    const { browser } = await t.login(DEMO_MEMBER);
    // The code is already past its 60 s life when the token call comes.
    const flow = await codeFlow(browser, async () => {
      await t.db.updateTable('oauth_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('used_at', 'is', null).execute();
    });
    expect(flow.token?.status).toBe(400);
    expect(flow.token?.data.error).toBe('invalid_grant');
  });

  it('a texted sign-in code past its 10 minutes is refused', async () => {
    await t.deps.vendor.update({ authStrategy: 'SmsCode', activeAuthStrategies: ['EmailAndPassword', 'SmsCode'] });
    await t.db.updateTable('users').set({ sign_in_phone: '+447700900121' }).where('email', '=', DEMO_MEMBER).execute();
    const b = t.browser();
    expect((await b.fetch(`${ID}/auth/v1/passwordless/SmsCode/prelogin`, { json: { email: DEMO_MEMBER } })).status).toBe(200);
    const sms = ((await (await fetch(`${t.url}/dev/sms`)).json()) as { to: string; codes: string[] }[]).find((m) => m.to === '+447700900121')!;
    await t.db.updateTable('otc_challenges').set({ expires_at: new Date(Date.now() - 1000) }).where('purpose', '=', 'login-sms').execute();
    const res = await b.fetch(`${ID}/auth/v1/passwordless/SmsCode/postlogin`, { json: { token: sms.codes[0], email: DEMO_MEMBER } });
    expect(res.status).toBe(400);
    expect(res.data.accessToken).toBeUndefined();
  });
});

describe('deliberate differences from the published client', () => {
  it('an ID token is never accepted as a bearer', async () => {
    const tokens = await interopTokens(t, t.browser());
    expect(tokens.id_token).toBeTruthy();
    expect((await t.browser().fetch(`${ID}/users/v2/me`, { token: tokens.id_token! })).status).toBe(401);
    expect((await t.browser().fetch(`${ID}/users/v2/me`, { token: tokens.access_token })).status).toBe(200);
  });

  it('an MFA recovery code without the pending login (mfaToken) signs nobody in', async () => {
    const res = await t.browser().fetch(`${ID}/auth/v1/user/mfa/recover`, { json: { email: DEMO_MEMBER, recoveryCode: 'ABCD-EFGH-IJKL' } });
    expect(res.status).toBe(400);
    expect(res.data.accessToken).toBeUndefined();
  });
});

describe('SSO just in time on a never-verified account (rule 24)', () => {
  const DOMAIN = 'jit-squat.test';
  const REDIRECT = 'http://app.test/account/oidc/callback';
  let s: TestServer;
  let dns: TestDns;
  let idp: TestOidcIdp;
  beforeAll(async () => {
    dns = await startTestDns();
    idp = await startOidcIdp(REDIRECT, DOMAIN);
    s = await startServer({ ssoDnsServers: [dns.address] });
    const admin = (await s.login(DEMO_ADMIN)).accessToken;
    const team = teamCaller(s, () => admin);
    await claimDomain(team, dns, DOMAIN);
    expect((await team('POST', '/sso/v1/saml/configurations', { type: 'oidc', ssoEndpoint: idp.issuer, oidcClientId: idp.clientId, oidcSecret: idp.clientSecret, enabled: true })).status).toBe(200);
  });
  afterAll(async () => {
    await s?.close();
    await Promise.all([dns?.close(), idp?.close()]);
  });

  it('the IdP proving the address voids the password set before it: only the IdP signs in', async () => {
    const email = `squatted@${DOMAIN}`;
    // Someone signed up with the address first (never verified) and chose the password.
    expect((await s.browser().fetch(`${ID}/users/v1/signUp`, { json: { email, password: `${DEMO_PASSWORD} squat`, companyName: 'Squat' } })).status).toBe(200);
    expect((await s.db.selectFrom('users').select('verified').where('email', '=', email).executeTakeFirstOrThrow()).verified).toBe(false);
    const pre = await idCaller(s)('POST', '/auth/v2/user/sso/prelogin', { email });
    const back = await idp.signIn(pre.data.address as string, 'squatted');
    const res = await s.browser().fetch(`${ID}/auth/v1/user/oidc/postlogin`, { json: { code: back.searchParams.get('code'), state: back.searchParams.get('state'), iss: back.searchParams.get('iss'), redirectUri: REDIRECT } });
    expect(res.status, res.text).toBe(200);
    const row = await s.db.selectFrom('users').select(['verified', 'password_hash']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toEqual({ verified: true, password_hash: null });
    expect((await s.browser().fetch(`${ID}/auth/v1/user`, { json: { email, password: `${DEMO_PASSWORD} squat` } })).status).toBe(401);
  });
});
