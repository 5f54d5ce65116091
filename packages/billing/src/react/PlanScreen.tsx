import type { BillingPlan } from '@portico/core-state/admin';
import type { StoreApi } from 'zustand/vanilla';
import { formatAmount } from '../rules';
import { canChooseSelector, selectCanCancel, selectCanRenew, selectCurrentPlan, selectDisplayStatus } from '../selectors';
import type { BillingState } from '../types';
import { day, useBilling } from './hooks';
import { fill, type BillingLabels } from './labels';

interface Props { store: StoreApi<BillingState>; labels: BillingLabels; lang: string }

function PlanCard({ plan, store, labels }: { plan: BillingPlan; store: StoreApi<BillingState>; labels: BillingLabels }) {
  const current = useBilling(store, selectCurrentPlan);
  const allowed = useBilling(store, canChooseSelector(plan));
  const busy = useBilling(store, (s) => s.checkout.status === 'loading');
  const price = formatAmount(plan.price.amount, plan.price.currency);
  const isCurrent = current?.id === plan.id;
  const verb = !current ? labels.plans.choose : plan.price.amount > current.price.amount ? labels.plans.upgrade : labels.plans.downgrade;
  return (
    <li className="portico-billing__plan flex flex-col gap-2 rounded-lg border p-4" data-current={isCurrent || undefined} data-plan={plan.slug}>
      <h4 className="portico-billing__plan-name text-lg font-semibold">{plan.name}</h4>
      {plan.description && <p className="portico-billing__plan-description text-sm">{plan.description}</p>}
      <p className="portico-billing__plan-price font-medium">{fill(labels.plans.perMonth, price)}</p>
      {isCurrent ? (
        <p className="portico-billing__plan-current text-sm font-semibold">{labels.plans.current}</p>
      ) : (
        <button type="button" className="portico-button" data-variant="primary" disabled={!allowed || busy}
          aria-label={`${verb} ${plan.name}`} onClick={() => void store.getState().checkoutPlan(plan.id)}>
          <span className="portico-button-label">{verb}</span>
        </button>
      )}
    </li>
  );
}

/** Plans on offer and the current subscription: status, period, cancel at period end and renew. */
export function PlanScreen({ store, labels, lang }: Props) {
  const plans = useBilling(store, (s) => s.plans);
  const sub = useBilling(store, (s) => s.subscription);
  const status = useBilling(store, selectDisplayStatus);
  const plan = useBilling(store, selectCurrentPlan);
  const canCancel = useBilling(store, selectCanCancel);
  const canRenew = useBilling(store, selectCanRenew);
  const change = useBilling(store, (s) => s.change);
  const l = labels.subscription;
  return (
    <div className="portico-billing__plans flex flex-col gap-4">
      <section className="portico-billing__subscription flex flex-col gap-2" aria-labelledby="portico-billing-subscription">
        <h3 id="portico-billing-subscription" className="text-base font-semibold">{l.title}</h3>
        {!sub ? <p className="portico-billing__subscription-none">{l.none}</p> : (
          <dl className="portico-billing__subscription-details grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>{l.plan}</dt><dd className="portico-billing__subscription-plan">{plan?.name ?? ''}</dd>
            <dt>{l.status}</dt><dd className="portico-billing__subscription-status" data-status={status ?? undefined}>{status ? l.statuses[status] : ''}</dd>
            {sub.status === 'trialing' && sub.trialEnd && <><dt>{l.trialEnds}</dt><dd>{day(sub.trialEnd, lang)}</dd></>}
            <dt>{sub.cancellation ? l.ends : l.renews}</dt><dd className="portico-billing__subscription-period-end">{day(sub.currentPeriodEnd, lang)}</dd>
          </dl>
        )}
        <div className="portico-billing__subscription-actions flex gap-2">
          {canCancel && (
            <button type="button" className="portico-button" data-variant="secondary" data-danger disabled={change.status === 'loading'}
              onClick={() => void store.getState().cancel()}><span className="portico-button-label">{l.cancel}</span></button>
          )}
          {canRenew && (
            <button type="button" className="portico-button" data-variant="primary" disabled={change.status === 'loading'}
              onClick={() => void store.getState().renew()}><span className="portico-button-label">{l.renew}</span></button>
          )}
        </div>
        <p className="portico-billing__subscription-notice" role="status">
          {change.status === 'success' ? (sub?.cancellation ? l.cancelled : l.renewed) : ''}
        </p>
        <p className="portico-billing__subscription-error" role="alert">{change.status === 'error' ? change.error : ''}</p>
      </section>
      <section aria-labelledby="portico-billing-plans">
        <h3 id="portico-billing-plans" className="text-base font-semibold">{labels.plans.title}</h3>
        <ul className="portico-billing__plan-list grid gap-4 sm:grid-cols-3">
          {plans.map((p) => <PlanCard key={p.id} plan={p} store={store} labels={labels} />)}
        </ul>
      </section>
    </div>
  );
}
