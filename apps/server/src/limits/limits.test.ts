import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL, billingTenant } from '../test/billing-kit';
import { newConnection, scimClient, USER } from '../test/scim-kit';
import { startServer, type TestServer } from '../test/fixture';
import { ID } from '../test/users-admin';
import { PLAN_LIMIT_MSG } from './enforce';

// The demo plans' limits (Free: 3 seats, 2 tenant API tokens, 1 webhook, no SSO connection, no sub-account), enforced
// by the server where each thing is created, counted as Usage counts it, race-safe, and following plan changes at once.
let t: TestServer;
beforeAll(async () => {
  t = await startServer({}, { planLimits: true });
});
afterAll(async () => t?.close());

type Tenant = Awaited<ReturnType<typeof billingTenant>>;
const invite = (a: Tenant, email: string) => a.call(`${ID}/users/v2`, { json: { email, name: email.split('@')[0], roleIds: [] } });
const usage = async (a: Tenant) =>
  Object.fromEntries(((await a.call(`${BILL}/usage/v1`)).data.metrics as { key: string; used: number; limit: number | null }[]).map((m) => [m.key, [m.used, m.limit]]));
const refusedBy = (res: { status: number; data: { errors?: string[] } }, message: string) => {
  expect(res.status, JSON.stringify(res.data)).toBe(403);
  expect(res.data.errors).toEqual([message]);
};
const SEATS_FULL = PLAN_LIMIT_MSG.reached('Free', 3, 'seats');
const mail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@limits.test`;

describe('plan limits', () => {
  it('the invitation past the seat limit is refused with the plan and the limit named; pending invitees count as Usage counts them', async () => {
    const a = await billingTenant(t, 'Seats');
    expect((await usage(a)).seats).toEqual([1, 3]);
    for (const tag of ['one', 'two']) expect((await invite(a, mail(tag))).status).toBe(201);
    expect((await usage(a)).seats).toEqual([3, 3]);
    const third = mail('three');
    refusedBy(await invite(a, third), SEATS_FULL);
    // Nothing is left behind by the refusal: no account for the address, the same three seats.
    expect(await t.db.selectFrom('users').select('id').where('email', '=', third).executeTakeFirst()).toBeUndefined();
    expect((await usage(a)).seats).toEqual([3, 3]);
  });

  it('N+3 parallel creations at a limit of N: exactly N pass (seats, API tokens, webhooks)', async () => {
    const a = await billingTenant(t, 'Race');
    const burst = async (n: number, make: (i: number) => Promise<{ status: number }>) => (await Promise.all(Array.from({ length: n }, (_, i) => make(i)))).map((r) => r.status).sort();
    // Seats: 2 left of 3 (the owner holds one); 5 invitations at once.
    expect(await burst(5, (i) => invite(a, mail(`race${i}`)))).toEqual([201, 201, 403, 403, 403]);
    expect(await burst(5, (i) => a.call(`${ID}/tenants/api-tokens/v2`, { json: { description: `CI ${i}`, roleIds: [] } }))).toEqual([201, 201, 403, 403, 403]);
    expect(await burst(4, (i) => a.call('/webhook/custom', { json: { displayName: `Hook ${i}`, url: 'https://hooks.example.test/x', eventKeys: ['frontegg.user.created'] } }))).toEqual([201, 403, 403, 403]);
    expect(await usage(a)).toMatchObject({ seats: [3, 3], apiTokens: [2, 2], webhooks: [1, 1] });
  });

  it('API tokens, webhooks, SSO connections and sub-accounts: refused past the plan, and "not in your plan" when it includes none', async () => {
    const a = await billingTenant(t, 'Kinds');
    const token = () => a.call(`${ID}/tenants/api-tokens/v2`, { json: { description: 'CI', roleIds: [] } });
    for (let i = 0; i < 2; i++) expect((await token()).status).toBe(201);
    refusedBy(await token(), PLAN_LIMIT_MSG.reached('Free', 2, 'account API tokens'));
    // Personal tokens are not the tenant's: Usage does not count them, so neither does the limit.
    expect((await a.call(`${ID}/users/api-tokens/v1`, { json: { description: 'mine', roleIds: [] } })).status).toBeLessThan(300);
    const hook = () => a.call('/webhook/custom', { json: { displayName: 'Hook', url: 'https://hooks.example.test/x', eventKeys: ['frontegg.user.created'] } });
    expect((await hook()).status).toBe(201);
    refusedBy(await hook(), PLAN_LIMIT_MSG.reached('Free', 1, 'webhooks'));
    refusedBy(await a.call('/team/resources/sso/v1/configurations', { json: { type: 'saml', enabled: true } }), PLAN_LIMIT_MSG.notIncluded('Free', 'SSO connections'));
    // The single-SAML save creates the first configuration: the same limit.
    refusedBy(await a.call('/team/resources/sso/v1/saml/configurations', { json: { domain: 'kinds.test' } }), PLAN_LIMIT_MSG.notIncluded('Free', 'SSO connections'));
    refusedBy(await a.call('/tenants/resources/sub-tenants/v1', { json: { name: 'Branch' } }), PLAN_LIMIT_MSG.notIncluded('Free', 'sub-accounts'));
    expect(await usage(a)).toEqual({ seats: [1, 3], apiTokens: [2, 2], subAccounts: [0, 0], webhooks: [1, 1], ssoConnections: [0, 0] });
  });

  it('a plan change counts at once: an upgrade lets the next creation through, a downgrade refuses it again', async () => {
    const a = await billingTenant(t, 'Upgrade');
    for (const tag of ['one', 'two']) await invite(a, mail(tag));
    refusedBy(await invite(a, mail('three')), SEATS_FULL);
    refusedBy(await a.call('/tenants/resources/sub-tenants/v1', { json: { name: 'Branch' } }), PLAN_LIMIT_MSG.notIncluded('Free', 'sub-accounts'));
    const sub = await a.call(`${BILL}/subscriptions/v1`, { json: { planId: a.plan('basic') } });
    expect(sub.status).toBe(201);
    expect((await invite(a, mail('three'))).status).toBe(201);
    expect((await a.call('/tenants/resources/sub-tenants/v1', { json: { name: 'Branch' } })).status).toBe(201);
    expect(await usage(a)).toMatchObject({ seats: [4, 10], subAccounts: [1, 3] });
    expect((await a.call(`${BILL}/subscriptions/v1/${sub.data.id}`, { method: 'PUT', json: { planId: a.plan('free') } })).status).toBe(200);
    refusedBy(await invite(a, mail('five')), SEATS_FULL);
    refusedBy(await a.call('/tenants/resources/sub-tenants/v1', { json: { name: 'Second' } }), PLAN_LIMIT_MSG.notIncluded('Free', 'sub-accounts'));
  });

  it('every path that adds a member takes a seat: sub-account users, SCIM provisioning and invite-link sign-up are refused when full', async () => {
    const a = await billingTenant(t, 'Paths');
    expect((await a.call(`${BILL}/subscriptions/v1`, { json: { planId: a.plan('basic') } })).status).toBe(201);
    // The owner reaches the sub-accounts they create (as the demo owner does), and a sub-account is on the vendor's
    // default plan (Free: 3 seats) until it subscribes itself.
    await t.db.updateTable('user_tenants').set({ allow_sub_account_access: true }).where('tenant_id', '=', a.tenantId).execute();
    const branch = (await a.call('/tenants/resources/sub-tenants/v1', { json: { name: 'Branch' } })).data.tenantId as string;
    const addToBranch = (email: string) => a.call(`${ID}/sub-tenants/users/v1`, { json: { email, name: 'Sub', subTenants: [{ tenantId: branch, roleIds: [] }] } });
    for (const tag of ['s1', 's2', 's3']) expect((await addToBranch(mail(tag))).status).toBe(201);
    const fourth = mail('s4');
    refusedBy(await addToBranch(fourth), SEATS_FULL);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', fourth).executeTakeFirst()).toBeUndefined();

    // Fill the tenant's own ten seats (the owner and nine invitees), then SCIM and the invite link find none.
    for (let i = 0; i < 9; i++) expect((await invite(a, mail(`m${i}`))).status).toBe(201);
    const full = PLAN_LIMIT_MSG.reached('Basic', 10, 'seats');
    const scim = scimClient(t, (await newConnection(t, a.token)).token);
    const provisioned = mail('scim');
    const res = await scim('POST', '/Users', { schemas: [USER], userName: provisioned, emails: [{ value: provisioned, primary: true }], active: true });
    expect(res.status).toBe(403);
    expect(res.data.detail).toBe(full);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', provisioned).executeTakeFirst()).toBeUndefined();
    const link = await a.call(`${ID}/tenants/invites/v1/user`, { json: {} });
    expect(link.status).toBeLessThan(300);
    const joiner = mail('link');
    const up = await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: joiner, name: 'Joiner', password: 'Portico-demo-1', invitationToken: link.data.token } });
    refusedBy(up, full);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', joiner).executeTakeFirst()).toBeUndefined();
    expect((await usage(a)).seats).toEqual([10, 10]);
  });
});
