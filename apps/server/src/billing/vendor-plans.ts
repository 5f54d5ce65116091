import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { conflict, notFound, unauthorized } from '../http/errors';
import { publicRouter, type AppEnv, type Ctx } from '../access';
import { requestMeta } from '../http/context';
import { body } from '../http/validate';
import { isUuid } from '../roles';
import { BILLING_TEXT } from './messages';
import { listPlans, requirePlan } from './plans';
import type { BillingProvider } from './provider';
import { vendorPlanView } from './views';

const fields = {
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).nullable().optional(),
  amount: z.number().int().min(0).max(100_000_000),
  currency: z.string().regex(/^[a-z]{3}$/, 'currency: a lower-case ISO 4217 code, like usd'),
  trialDays: z.number().int().min(0).max(365),
  features: z.array(z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'features: keys of letters, digits, dot, dash or underscore')).max(100),
  limits: z.record(z.string().regex(/^[A-Za-z]{1,32}$/), z.number().int().min(0)),
  isDefault: z.boolean(),
};
/** A new plan: slug and name, a monthly price in minor units; features (entitlement keys) and limits (e.g. seats). */
const createPlanSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,40}$/, 'slug: 1–40 lower-case letters, digits or dashes'), ...fields,
  currency: fields.currency.default('usd'), trialDays: fields.trialDays.default(0), features: fields.features.default([]),
  limits: fields.limits.default({}), isDefault: fields.isDefault.default(false),
}).strict();
const updatePlanSchema = z.object(fields).partial().strict();

/** The vendor's key as a bearer token, compared in constant time (digests, so lengths never leak). */
function requireVendorKey(key: string): MiddlewareHandler<AppEnv> {
  const want = createHash('sha256').update(key).digest();
  return async (c, next) => {
    const got = createHash('sha256').update(/^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '').digest();
    if (!timingSafeEqual(want, got)) throw unauthorized();
    await next();
  };
}

/**
 * The vendor's plans API (`/subscriptions/resources/billing/vendor/plans/v1`), present only with BILLING_VENDOR_API_KEY:
 * list, create and update plans with their features and limits. On Stripe each plan gets a product and a monthly price.
 */
export function vendorPlanRoutes(deps: Deps, provider: BillingProvider): Hono<AppEnv> {
  const app = publicRouter();
  const key = deps.config.billingVendorKey;
  if (!key) return app;
  const base = '/billing/vendor/plans/v1';
  const db = deps.db;
  const vendorId = deps.vendor.id;
  const audit = (c: Ctx, action: string, description: string, json: Record<string, unknown>) =>
    deps.audit.write({ tenantId: null, userId: null, email: null, ...requestMeta(c), action, description, json });
  const soleDefault = async (id: string) => {
    await db.updateTable('billing_plans').set({ is_default: false }).where('vendor_id', '=', vendorId).where('id', '!=', id).execute();
  };
  app.use(`${base}`, requireVendorKey(key));
  app.use(`${base}/*`, requireVendorKey(key));
  app.get(base, async (c) => c.json((await listPlans(db, vendorId)).map(vendorPlanView)));
  app.post(base, async (c) => {
    const p = await body(c, createPlanSchema);
    const taken = await db.selectFrom('billing_plans').select('id').where('vendor_id', '=', vendorId).where('slug', '=', p.slug).executeTakeFirst();
    if (taken) throw conflict(BILLING_TEXT.planSlugTaken);
    const id = crypto.randomUUID();
    const externalId = await provider.syncPlan?.({ id, slug: p.slug, name: p.name, description: p.description ?? null, amount: p.amount, currency: p.currency }, null);
    const row = await db.insertInto('billing_plans').values({
      id, vendor_id: vendorId, slug: p.slug, name: p.name, description: p.description ?? null, amount: p.amount, currency: p.currency,
      trial_days: p.trialDays, is_default: p.isDefault, features: JSON.stringify(p.features), limits: JSON.stringify(p.limits), external_id: externalId ?? null,
    }).returningAll().executeTakeFirstOrThrow();
    if (p.isDefault) await soleDefault(id);
    await audit(c, 'Plan created', `Plan ${p.name} created`, { planId: id, slug: p.slug, amount: p.amount, features: p.features, limits: p.limits });
    return c.json(vendorPlanView(row), 201);
  });
  app.put(`${base}/:id`, async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(BILLING_TEXT.planNotFound);
    const before = await requirePlan(db, vendorId, id);
    const p = await body(c, updatePlanSchema);
    const next = { name: p.name ?? before.name, description: p.description === undefined ? before.description : p.description, amount: p.amount ?? before.amount, currency: p.currency ?? before.currency };
    const externalId = await provider.syncPlan?.({ id, slug: before.slug, ...next }, before.external_id ? { externalId: before.external_id, amount: before.amount, currency: before.currency } : null);
    const row = await db.updateTable('billing_plans').set({
      ...next, ...(p.trialDays !== undefined ? { trial_days: p.trialDays } : {}), ...(p.isDefault !== undefined ? { is_default: p.isDefault } : {}),
      ...(p.features ? { features: JSON.stringify(p.features) } : {}), ...(p.limits ? { limits: JSON.stringify(p.limits) } : {}),
      external_id: externalId ?? before.external_id,
    }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    if (p.isDefault) await soleDefault(id);
    await audit(c, 'Plan updated', `Plan ${row.name} updated`, { planId: id, changes: p });
    return c.json(vendorPlanView(row));
  });
  return app;
}
