import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL } from '../test/billing-kit';
import { startTestDns, type TestDns } from '../test/sso/dns-server';
import { startOidcIdp, type TestOidcIdp } from '../test/sso/oidc-idp';
import { claimDomain, idCaller, teamCaller, type Call } from '../test/sso/setup';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { PLAN_LIMIT_MSG } from './enforce';

// SSO just-in-time provisioning adds a member like an invitation does: it takes a seat, a full plan refuses it, and the
// join is announced like any other.
let t: TestServer;
let dns: TestDns;
let idp: TestOidcIdp;
let admin = '';
let team: Call;
const DOMAIN = 'jit-seats.test';
const REDIRECT = 'http://app.test/account/oidc/callback';

const seatLimit = async (seats: number) => {
  const basic = await t.db.selectFrom('billing_plans').select('limits').where('slug', '=', 'basic').executeTakeFirstOrThrow();
  await t.db.updateTable('billing_plans').set({ limits: JSON.stringify({ ...basic.limits, seats }) }).where('slug', '=', 'basic').execute();
};
const ssoLogin = async (login: string) => {
  const pre = await idCaller(t)('POST', '/auth/v2/user/sso/prelogin', { email: `${login}@${DOMAIN}` });
  const back = await idp.signIn(pre.data.address as string, login);
  return t.browser().fetch('/identity/resources/auth/v1/user/oidc/postlogin', {
    json: { code: back.searchParams.get('code'), state: back.searchParams.get('state'), iss: back.searchParams.get('iss'), redirectUri: REDIRECT },
  });
};

beforeAll(async () => {
  dns = await startTestDns();
  idp = await startOidcIdp(REDIRECT, DOMAIN);
  t = await startServer({ ssoDnsServers: [dns.address] }, { planLimits: true });
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  team = teamCaller(t, () => admin);
  // Free includes no SSO connection: the demo tenant takes Basic (a trial) to configure one.
  const plans = (await t.browser().fetch(`${BILL}/plans/v1`, { token: admin })).data as { id: string; slug: string }[];
  expect((await t.browser().fetch(`${BILL}/subscriptions/v1`, { token: admin, json: { planId: plans.find((p) => p.slug === 'basic')!.id } })).status).toBe(201);
  await claimDomain(team, dns, DOMAIN);
  const saved = await team('POST', '/sso/v1/saml/configurations', { type: 'oidc', ssoEndpoint: idp.issuer, oidcClientId: idp.clientId, oidcSecret: idp.clientSecret, enabled: true });
  expect(saved.status).toBe(200);
  expect((await t.browser().fetch('/webhook/custom', { token: admin, json: { displayName: 'Joins', url: 'https://hooks.example.test/joins', eventKeys: ['frontegg.user.created'] } })).status).toBe(201);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([dns?.close(), idp?.close()]);
});

describe('seats and SSO just-in-time provisioning', () => {
  it('a new SSO user is refused on the SSO-failed step while the seats are full, and joins once the plan allows one more', async () => {
    await seatLimit(2);
    const refused = await ssoLogin('grace');
    expect(refused.status).toBe(401);
    expect(refused.data.errors).toEqual([PLAN_LIMIT_MSG.reached('Basic', 2, 'seats')]);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', `grace@${DOMAIN}`).executeTakeFirst()).toBeUndefined();
    await seatLimit(3);
    const joined = await ssoLogin('grace');
    expect(joined.status).toBe(200);
    // The join is a "User created" event of the account, once (the refused attempt emitted nothing).
    const rows = await t.db.selectFrom('connectivity_deliveries').select(['event_key', 'payload']).where('event_key', '=', 'frontegg.user.created').execute();
    expect(rows.map((r) => (r.payload as { data: { email: string } }).data.email)).toEqual([`grace@${DOMAIN}`]);
  });
});
