import type { Hono } from 'hono';
import { confirmStripeSetupIntentSchema, createStripeCustomerSchema, createStripeSetupIntentSchema, createStripeSubscriptionSchema, updatePaymentMethodBillingDetailsSchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { body } from '../http/validate';
import { type AppEnv, type Ctx } from '../access';
import { isUuid } from '../roles';
import { account, ensureCustomer } from './accounts';
import { BILLING_TEXT, notAuthorized, providerNotConfigured } from './messages';
import { defaultPlan, listPlans, requirePlan, vendorSettings } from './plans';
import { confirmSetupIntent, listPaymentMethods, makeDefaultPaymentMethod, removePaymentMethod, setupIntent, updateBillingDetails, type SetupAnswer } from './payment-methods';
import type { BillingKit } from './routes';
import { createSubscription, listSubscriptions, requirePaymentMethod } from './service';
import { paymentMethodView, planView } from './views';

const B = '/billing';
const setupIntentView = (a: Omit<SetupAnswer, 'events'>) =>
  ({ setupIntentSecret: a.secret, ...(a.intentId ? { setupIntentId: a.intentId } : {}), ...(a.status ? { status: a.status } : {}) });

/** Plans, payment methods, summary, configurations, payment providers and the Stripe-shaped calls of the caller's tenant. */
export function accountBillingRoutes(deps: Deps, kit: BillingKit): Hono<AppEnv> {
  const app = kit.signedInRouter();
  const { read, write, scope } = kit;
  // A tenant id in the path must be the caller's own tenant.
  const own = (c: Ctx) => {
    const id = c.req.param('tenantId');
    if (id !== c.get('principal').tenantId) throw notAuthorized();
    return id;
  };

  // `trialDays`: the trial this account would get on the plan (0 once it used its one trial), so a checkout can say so.
  const forAccount = async (c: Ctx) => {
    const used = (await account(deps.db, c.get('principal').tenantId)).trial_used;
    return (p: Parameters<typeof planView>[0]) => ({ ...planView(p), trialDays: used ? 0 : p.trial_days });
  };
  app.get(`${B}/plans/v1`, read, async (c) => c.json((await listPlans(deps.db, deps.vendor.id)).map(await forAccount(c))));
  app.get(`${B}/plans/v1/:id`, read, async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(BILLING_TEXT.planNotFound);
    return c.json((await forAccount(c))(await requirePlan(deps.db, deps.vendor.id, id)));
  });
  const vendorPublic = async (c: Ctx) => c.json(await vendorSettings(deps.db, deps.vendor.id));
  app.get(`${B}/vendor-public-configurations/v1`, read, vendorPublic);
  // The published client's path of the same read (getVendorPublicConfigurations).
  app.get(`${B}/configurations/vendor-public-configurations/v1`, read, vendorPublic);
  // A card provider with status "1" is usable for checkout (product-spec §5).
  app.get('/payment-providers/v1', read, (c) => c.json([{ id: kit.provider.type, providerType: kit.provider.type, name: kit.provider.type, status: '1' }]));

  app.get(`${B}/payment-methods/v1`, read, async (c) => c.json((await listPaymentMethods(scope(c))).map(paymentMethodView)));
  app.get(`${B}/payment-methods/v1/:id`, read, async (c) => c.json(paymentMethodView(await requirePaymentMethod(scope(c), c.req.param('id')))));
  app.put(`${B}/payment-methods/v1/:id/default`, write, async (c) => {
    const { pm, events } = await makeDefaultPaymentMethod(scope(c), c.req.param('id'));
    await kit.audit(c, events);
    return c.json(paymentMethodView(pm));
  });
  app.delete(`${B}/payment-methods/v1/:id`, write, async (c) => {
    await kit.audit(c, await removePaymentMethod(scope(c), c.req.param('id')));
    return c.json({});
  });
  app.patch(`${B}/payment-methods/v1/:id/billing-details`, write, async (c) => {
    const input = await body(c, updatePaymentMethodBillingDetailsSchema);
    const pm = await updateBillingDetails(scope(c), c.req.param('id'), input);
    await kit.audit(c, [{ action: 'Billing details updated', description: `Billing details of ${pm.brand} ${pm.last4} updated`, json: { paymentMethodId: pm.id, email: input.email } }]);
    return c.json(paymentMethodView(pm));
  });

  app.get(`${B}/summaries/v1/:tenantId`, read, async (c) => {
    const s = { ...scope(c), tenantId: own(c) };
    const subs = await listSubscriptions(s);
    await kit.audit(c, subs.flatMap((x) => x.events));
    const current = subs.map((x) => x.sub).find((x) => x.status === 'active' || x.status === 'trialing') ?? subs[0]?.sub;
    const acc = await account(deps.db, s.tenantId);
    const pm = (await listPaymentMethods(s))[0];
    return c.json({
      ...(current ? { subscriptionId: current.id, currentPlanId: current.plan_id } : {}), ...(pm ? { paymentMethodId: pm.id } : {}),
      tenantConfigurationId: acc.id, providerType: kit.provider.type, externallyManaged: acc.externally_managed || !!current?.externally_managed,
      defaultPlanId: (await defaultPlan(deps.db, deps.vendor.id))?.id,
    });
  });
  app.get(`${B}/tenant-configurations/v1/:tenantId`, read, async (c) => {
    const acc = await account(deps.db, own(c));
    return c.json({ id: acc.id, tenantId: acc.tenant_id, providerType: kit.provider.type, externallyManaged: acc.externally_managed, trialEndAction: acc.trial_end_action });
  });

  const customerView = (a: { customer_id: string | null; tenant_id: string; customer_name: string | null; customer_email: string | null }) =>
    ({ id: a.customer_id, tenantId: a.tenant_id, ...(a.customer_name ? { name: a.customer_name } : {}), ...(a.customer_email ? { email: a.customer_email } : {}) });
  app.get(`${B}/stripe/customers/v1/:tenantId`, read, async (c) => {
    const acc = await account(deps.db, own(c));
    if (!acc.customer_id) throw notFound(BILLING_TEXT.customerNotFound);
    return c.json(customerView(acc));
  });
  app.post(`${B}/stripe/customers/v1`, write, async (c) => {
    const input = await body(c, createStripeCustomerSchema);
    const tenantId = c.get('principal').tenantId;
    if (input.tenantId && input.tenantId !== tenantId) throw notAuthorized();
    const acc = await ensureCustomer(deps.db, kit.provider, tenantId, input.name, input.email);
    if (acc.created) await kit.audit(c, [{ action: 'create_customer', description: 'Billing customer created', json: { customerId: acc.customer_id } }]);
    return c.json(customerView(acc), acc.created ? 201 : 200);
  });
  app.post(`${B}/stripe/subscriptions/v1`, write, async (c) => {
    const input = await body(c, createStripeSubscriptionSchema);
    const changed = await createSubscription(scope(c), input);
    await kit.audit(c, changed.events);
    return c.json({ id: changed.sub.id, externalId: changed.sub.external_id, status: changed.sub.status, ...(changed.action ? { clientSecret: changed.action.secret } : {}) }, 201);
  });
  app.get(`${B}/stripe/public-configurations/v1`, read, (c) => {
    // The embedded provider has no card form of Stripe's: the client then offers the test payment methods.
    if (!kit.provider.publishableKey) throw providerNotConfigured();
    return c.json({ publishableKey: kit.provider.publishableKey });
  });
  app.post(`${B}/stripe/setup-intents/v1`, write, async (c) => {
    const input = await body(c, createStripeSetupIntentSchema);
    // The customer's audit row is written before the card is tried: a declined first card still leaves the customer.
    const acc = await ensureCustomer(deps.db, kit.provider, c.get('principal').tenantId);
    if (acc.created) await kit.audit(c, [{ action: 'create_customer', description: 'Billing customer created', json: { customerId: acc.customer_id } }]);
    const { events, ...answer } = await setupIntent(scope(c), input.paymentMethodId);
    await kit.audit(c, events);
    return c.json(setupIntentView(answer), 201);
  });
  // After the cardholder's authentication (3-D Secure): Stripe.js handleNextAction, or the embedded test challenge.
  app.post(`${B}/stripe/setup-intents/v1/:id/confirm`, write, async (c) => {
    const input = await body(c, confirmStripeSetupIntentSchema);
    const { events, ...answer } = await confirmSetupIntent(scope(c), c.req.param('id'), input.authentication);
    await kit.audit(c, events);
    return c.json(setupIntentView(answer));
  });
  return app;
}
