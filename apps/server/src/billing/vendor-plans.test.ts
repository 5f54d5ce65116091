import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';
import { EmbeddedTestProvider } from './embedded';
import { BILL, billingTenant } from '../test/billing-kit';
import { vendorPlanRoutes } from './vendor-plans';

// The vendor's plans API on the embedded provider: its key, validation, and a plan defined through it driving what
// tenants see (plans, entitlements, usage limits).

const KEY = 'vendor-key-0123456789-abcdefghijklmnop';
const PLANS = `${BILL}/vendor/plans/v1`;
let t: TestServer;
beforeAll(async () => {
  t = await startServer({ billingVendorKey: KEY }, { planLimits: true });
});
afterAll(async () => t?.close());

const vendor = (path: string, init: { method?: string; json?: unknown } = {}, key = KEY) =>
  t.browser().fetch(path, { ...init, headers: { authorization: `Bearer ${key}` } });

describe('vendor plans API', () => {
  it('refuses without the vendor key, a wrong one, or a tenant admin token', async () => {
    expect((await t.browser().fetch(PLANS)).status).toBe(401);
    expect((await vendor(PLANS, {}, `${KEY}x`)).status).toBe(401);
    const { call } = await billingTenant(t, 'NotVendor');
    expect((await call(PLANS, { json: { slug: 'x', name: 'X', amount: 1 } })).status).toBe(401);
    expect(await t.db.selectFrom('billing_plans').select('id').where('slug', '=', 'x').executeTakeFirst()).toBeUndefined();
  });

  it('creates a plan with features and limits that tenants then subscribe to, entitle from and are measured against', async () => {
    const created = await vendor(PLANS, { json: { slug: 'enterprise', name: 'Enterprise', amount: 9900, trialDays: 7, features: ['reports', 'analytics', 'sso'], limits: { seats: 200 } } });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ slug: 'enterprise', price: { amount: 9900, currency: 'usd' }, recurringInterval: 'month', trialDays: 7, features: ['reports', 'analytics', 'sso'], limits: { seats: 200 }, externalId: null });
    expect((await vendor(PLANS)).data.map((p: { slug: string }) => p.slug)).toEqual(['free', 'basic', 'pro', 'enterprise']);
    const audit = await t.db.selectFrom('audits').select(['action', 'tenant_id']).where('action', '=', 'Plan created').execute();
    expect(audit).toEqual([{ action: 'Plan created', tenant_id: null }]);

    const { call, plan } = await billingTenant(t, 'Enterprise');
    expect((await call(`${BILL}/subscriptions/v1`, { json: { planId: plan('enterprise') } })).data).toMatchObject({ status: 'trialing', plan: { slug: 'enterprise' } });
    const ents = (await call('/entitlements/api/v2/user-entitlements')).data;
    expect(Object.keys(ents.features).sort()).toEqual(['analytics', 'reports', 'sso']);
    expect(ents.plans[0].featureKeys).toEqual(['reports', 'analytics', 'sso']);
    // Metrics the plan sets no limit for answer null.
    expect((await call(`${BILL}/usage/v1`)).data.metrics).toEqual([
      { key: 'seats', used: 1, limit: 200 }, ...['apiTokens', 'subAccounts', 'webhooks', 'ssoConnections'].map((key) => ({ key, used: 0, limit: null })),
    ]);

    const updated = await vendor(`${PLANS}/${plan('enterprise')}`, { method: 'PUT', json: { limits: { seats: 150 }, amount: 8900 } });
    expect(updated.data).toMatchObject({ price: { amount: 8900 }, limits: { seats: 150 }, features: ['reports', 'analytics', 'sso'] });
    expect((await call(`${BILL}/usage/v1`)).data.metrics[0].limit).toBe(150);
  });

  it('usage beyond seats: tenant API tokens (not personal ones), direct sub-accounts, webhooks and SSO connections, counted in the database against the plan', async () => {
    const { call, tenantId } = await billingTenant(t, 'Metered');
    const used = async () => Object.fromEntries(((await call(`${BILL}/usage/v1`)).data.metrics as { key: string; used: number; limit: number | null }[]).map((m) => [m.key, [m.used, m.limit]]));
    expect(await used()).toEqual({ seats: [1, 3], apiTokens: [0, 2], subAccounts: [0, 0], webhooks: [0, 1], ssoConnections: [0, 0] });
    expect((await call('/identity/resources/tenants/api-tokens/v2', { json: { description: 'CI', roleIds: [] } })).status).toBe(201);
    expect((await call('/identity/resources/users/api-tokens/v1', { json: { description: 'mine', roleIds: [] } })).status).toBeLessThan(300);
    const vendorId = (await t.db.selectFrom('tenants').select('vendor_id').where('id', '=', tenantId).executeTakeFirstOrThrow()).vendor_id;
    await t.db.insertInto('tenants').values({ id: crypto.randomUUID(), vendor_id: vendorId, name: 'Branch', metadata: '{}', parent_tenant_id: tenantId }).execute();
    const now = new Date();
    await t.db.insertInto('webhooks').values({ id: crypto.randomUUID(), tenant_id: tenantId, display_name: 'Hook', description: null, url: 'https://hooks.example.test/x', secret: 's', event_keys: '[]', created_at: now, updated_at: now }).execute();
    await t.db.insertInto('sso_configurations').values({ id: crypto.randomUUID(), tenant_id: tenantId } as never).execute();
    expect(await used()).toEqual({ seats: [1, 3], apiTokens: [1, 2], subAccounts: [1, 0], webhooks: [1, 1], ssoConnections: [1, 0] });
  });

  it('makes one default plan at a time, refuses a taken slug and bad input with clear messages', async () => {
    const made = await vendor(PLANS, { json: { slug: 'starter', name: 'Starter', amount: 0, isDefault: true } });
    expect(made.status).toBe(201);
    const defaults = await t.db.selectFrom('billing_plans').select('slug').where('is_default', '=', true).execute();
    expect(defaults).toEqual([{ slug: 'starter' }]);
    const taken = await vendor(PLANS, { json: { slug: 'pro', name: 'Pro again', amount: 1 } });
    expect([taken.status, taken.data.errors]).toEqual([409, ['A plan with this slug already exists']]);
    const bad = await vendor(PLANS, { json: { slug: 'Bad Slug', name: '', amount: -1, currency: 'USD', features: ['no spaces'] } });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual(expect.arrayContaining([expect.stringContaining('slug: 1–40 lower-case'), expect.stringContaining('currency: a lower-case ISO 4217 code')]));
    expect((await vendor(`${PLANS}/${crypto.randomUUID()}`, { method: 'PUT', json: { name: 'X' } })).data.errors).toEqual(['Plan not found']);
    expect((await vendor(`${PLANS}/not-a-uuid`, { method: 'PUT', json: { name: 'X' } })).status).toBe(404);
    expect((await vendor(PLANS, { json: { slug: 'extra', name: 'Extra', amount: 1, unknown: true } })).status).toBe(400);
  });

  it('is absent when no vendor key is configured', async () => {
    const routes = vendorPlanRoutes({ ...t.deps, config: { ...t.deps.config, billingVendorKey: undefined } }, new EmbeddedTestProvider());
    expect((await routes.request(PLANS.replace('/subscriptions/resources', ''), { headers: { authorization: `Bearer ${KEY}` } })).status).toBe(404);
  });
});
