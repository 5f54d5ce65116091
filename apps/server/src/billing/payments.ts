import type { Selectable } from 'kysely';
import type { BillingSetupIntentTable } from './tables';
import type { BillingEvent, InvoiceLine } from './ledger';
import { cardDeclined } from './messages';
import type { Authentication, PendingAction } from './provider';
import { mirrorInvoice, mirrorSubscription } from './remote';
import type { BillingScope } from './scope';

/**
 * Records a checkout / plan-change payment waiting for the cardholder's 3-D Secure, so only its tenant confirms it
 * (through the setup-intent confirm call: one confirm path for both kinds of intent). `planId` marks a plan change.
 */
export async function recordPayment(s: BillingScope, action: PendingAction, to: { subscriptionId: string; planId?: string; invoiceId?: string | undefined }): Promise<BillingEvent> {
  await s.db.insertInto('billing_setup_intents').values({
    id: action.id, tenant_id: s.tenantId, payment_method: '', client_secret: action.secret, status: 'requires_action', kind: 'payment',
    subscription_id: to.subscriptionId, plan_id: to.planId ?? null, invoice_id: to.invoiceId ?? null,
  }).execute();
  return { action: 'Payment authentication required', description: 'The payment needs the cardholder\'s authentication', json: { paymentIntentId: action.id, ...to } };
}

/**
 * Finishes a payment that waited for 3-D Secure. Paid: the invoice is paid and the subscription active (checkout) or
 * on its new plan (plan change) — a provider-kept subscription is read back from the provider. Not paid: the
 * provider's message is thrown; a checkout keeps nothing (the provider's subscription is cancelled), a plan change
 * leaves the subscription as it was.
 */
export async function confirmPendingPayment(s: BillingScope, intent: Selectable<BillingSetupIntentTable>, authentication: Authentication | undefined): Promise<BillingEvent[]> {
  const close = (status: string) => s.db.updateTable('billing_setup_intents').set({ status }).where('id', '=', intent.id).execute();
  const sub = await s.db.selectFrom('billing_subscriptions').selectAll().where('tenant_id', '=', s.tenantId).where('id', '=', intent.subscription_id ?? '').executeTakeFirstOrThrow();
  const subs = sub.provider === s.provider.type ? s.provider.subscriptions : undefined;
  const invoiceQuery = s.db.selectFrom('billing_invoices').selectAll().where('tenant_id', '=', s.tenantId).where('id', '=', intent.invoice_id ?? '');
  const result = await s.provider.confirmPayment(intent.id, authentication);
  if (!result.paid) {
    await close('failed');
    if (!subs) await s.db.deleteFrom('billing_invoices').where('tenant_id', '=', s.tenantId).where('id', '=', intent.invoice_id ?? '').execute();
    if (!intent.plan_id) {
      if (subs) await subs.cancel(sub.external_id);
      await s.db.deleteFrom('billing_invoices').where('subscription_id', '=', sub.id).execute();
      await s.db.deleteFrom('billing_subscriptions').where('id', '=', sub.id).execute();
    }
    throw cardDeclined('message' in result ? result.message : 'Your card was declined.');
  }
  await close('succeeded');
  const events: BillingEvent[] = [];
  if (subs) {
    const remote = await subs.retrieve(sub.external_id);
    // The PaymentIntent is paid: Stripe moves the invoice and the subscription on right after (webhooks follow).
    const { sub: row } = await mirrorSubscription(s.db, s.vendorId, sub, { ...remote, status: remote.status === 'incomplete' ? 'active' : remote.status });
    if (remote.invoice) await mirrorInvoice(s.db, row, remote.invoice);
    await invoiceQuery.executeTakeFirst().then((inv) => inv && s.db.updateTable('billing_invoices').set({ paid: true }).where('id', '=', inv.id).execute());
  } else {
    const invoice = await invoiceQuery.executeTakeFirst();
    if (invoice) {
      await s.db.updateTable('billing_invoices').set({ paid: true, external_id: result.externalId }).where('id', '=', invoice.id).execute();
      // The account credit the invoice applied is used only now that it is paid.
      const credit = -((invoice.lines as InvoiceLine[]).find((l) => l.description === 'Applied account credit')?.amount ?? 0);
      if (credit > 0) await s.db.updateTable('billing_accounts').set((eb) => ({ credit_balance: eb('credit_balance', '-', credit) })).where('tenant_id', '=', s.tenantId).execute();
      events.push({ action: 'Invoice issued', description: `Invoice ${invoice.receipt_number} paid`, json: { invoiceId: invoice.id, totalAmount: invoice.total_amount } });
    }
    if (!intent.plan_id) await s.db.updateTable('billing_subscriptions').set({ status: 'active' }).where('id', '=', sub.id).execute();
  }
  if (intent.plan_id) {
    await s.db.updateTable('billing_subscriptions').set({ plan_id: intent.plan_id }).where('id', '=', sub.id).execute();
    events.push({ action: 'Subscription plan changed', description: 'Plan changed after the cardholder\'s authentication', json: { subscriptionId: sub.id, fromPlanId: sub.plan_id, toPlanId: intent.plan_id } });
  } else {
    events.push({ action: 'Subscription activated', description: 'First payment authenticated', json: { subscriptionId: sub.id } });
  }
  return events;
}
