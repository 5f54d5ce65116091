import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFeatureEntitlements } from '@portico/entitlements';
import { BILL, billingTenant } from '../test/billing-kit';
import { startServer, type TestServer } from '../test/fixture';
import { inviteAndActivate } from '../test/users-admin';

// Plans drive entitlements: the user-entitlements answer follows the tenant's plan (upgrade unlocks, downgrade and a
// cancellation at period end lock), and the Usage call counts the tenant's seats against the plan's limit.

const ENT = '/entitlements/api/v2/user-entitlements';
let t: TestServer;
beforeAll(async () => {
  t = await startServer({ billingTestClock: true }, { planLimits: true });
});
afterAll(async () => t?.close());

const entitled = (answer: Parameters<typeof getFeatureEntitlements>[0], key: string) => getFeatureEntitlements(answer, key, {}).isEntitled;

describe('user entitlements from plans', () => {
  it('free → basic trial → pro (analytics unlocked) → basic (locked) → cancelled at period end (back to free)', async () => {
    const { call, plan } = await billingTenant(t, 'Ents');
    const ents = async (q = '') => (await call(`${ENT}${q}`)).data;
    const free = await ents();
    expect(free).toEqual({ features: { analytics: {}, reports: {} }, permissions: expect.arrayContaining(['fe.subscriptions.write']), flags: {}, plans: [] });
    expect([entitled(free, 'reports'), entitled(free, 'analytics')]).toEqual([false, false]);

    const sub = (await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('basic') } })).data;
    const basic = await ents();
    expect(basic.plans).toEqual([{ id: plan('basic'), featureKeys: ['reports'], targeting: { defaultTreatment: 'true' } }]);
    expect([entitled(basic, 'reports'), entitled(basic, 'analytics')]).toEqual([true, false]);

    await call(`${BILL}/subscriptions/v1/${sub.id}`, { method: 'PUT', json: { planId: plan('pro') } });
    expect(entitled(await ents(), 'analytics')).toBe(true);
    expect(await ents('?featureKey=analytics')).toMatchObject({ features: { analytics: {} }, plans: [{ featureKeys: ['analytics'] }] });
    expect((await ents('?permissionKey=fe.subscriptions.read')).permissions).not.toContain('fe.secure.write.users');

    await call(`${BILL}/stripe/setup-intents/v1`, { json: { paymentMethodId: 'pm_card_visa' } });
    await call(`${BILL}/subscriptions/v1/${sub.id}`, { method: 'PUT', json: { planId: plan('basic') } });
    expect(entitled(await ents(), 'analytics')).toBe(false);
    await call(`${BILL}/test-clock/v1`, { json: { days: 15 } });
    expect((await call(`${BILL}/subscriptions/v1/${sub.id}/cancellations`, { method: 'PUT' })).status).toBe(200);
    expect(entitled(await ents(), 'reports')).toBe(true);
    await call(`${BILL}/test-clock/v1`, { json: { days: 31 } });
    // The entitlements read itself settles the period end: the cancellation takes effect and Free grants nothing.
    const after = await ents();
    expect(after.plans).toEqual([]);
    expect(entitled(after, 'reports')).toBe(false);
  });

  it('refuses both keys at once and an anonymous caller', async () => {
    const { call } = await billingTenant(t, 'EntsBad');
    const both = await call(`${ENT}?featureKey=a&permissionKey=b`);
    expect(both.status).toBe(400);
    expect(both.data.errors).toEqual(['Query by featureKey or by permissionKey, not both']);
    expect((await t.browser().fetch(ENT)).status).toBe(401);
  });
});

describe('usage against the plan', () => {
  it('counts the seats of the tenant against its plan limit (Free 3, Pro 50), refused without fe.usage.read', async () => {
    const { call, plan, token } = await billingTenant(t, 'Usage');
    expect((await call(`${BILL}/usage/v1`)).data).toMatchObject({ planId: plan('free'), planName: 'Free', metrics: expect.arrayContaining([{ key: 'seats', used: 1, limit: 3 }]) });
    const member = await inviteAndActivate(t, token, `no-role-${crypto.randomUUID().slice(0, 6)}@usage.test`, []);
    await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('pro') } });
    expect((await call(`${BILL}/usage/v1`)).data).toMatchObject({ planId: plan('pro'), planName: 'Pro', metrics: expect.arrayContaining([{ key: 'seats', used: 2, limit: 50 }]) });
    const refused = await t.browser().fetch(`${BILL}/usage/v1`, { token: member.accessToken });
    expect(refused.status).toBe(403);
  });
});
