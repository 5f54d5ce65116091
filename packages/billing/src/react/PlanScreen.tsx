import type { BillingPlan, BillingState, Formatter } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { canEndTrial, formatAmount, quotePlanChange, type SubscriptionDisplay } from '../rules';
import { canChooseSelector, selectCanCancel, selectCanEndTrial, selectCanRenew, selectCurrentPlan, selectDisplayStatus } from '../selectors';
import { useBilling, useDates } from './hooks';
import { fill, fillNodes, type BillingLabels } from './labels';

interface Props { store: StoreApi<BillingState>; labels: BillingLabels; lang: string; dates?: Formatter }

/** Tone of the status badge by displayed status. */
const TONE: Record<SubscriptionDisplay, string> = { ACTIVE: 'success', TRIALING: 'info', INCOMPLETE: 'warning', CANCELED: 'neutral', EXPIRED: 'danger' };

/** "19.00 USD / month" with the amount emphasised, in the label's word order. */
const Price = ({ plan, labels }: { plan: BillingPlan; labels: BillingLabels }) => {
  const { value, currency } = formatAmount(plan.price.amount, plan.price.currency);
  return <>{fillNodes(labels.plans.perMonth, { value: <span className="portico-billing__plan-amount">{value}</span>, currency })}</>;
};

/** "19.00 USD" of an amount in minor units. */
const money = (amount: number, currency: string | undefined) => {
  const { value, currency: cur } = formatAmount(amount, currency);
  return `${value} ${cur}`;
};

/** What choosing the plan will do (price, proration, dates), confirmed or dismissed here, in the plan's own card. */
function PlanConfirm({ plan, store, labels, f }: { plan: BillingPlan; store: StoreApi<BillingState>; labels: BillingLabels; f: Formatter }) {
  const sub = useBilling(store, (s) => s.subscription);
  const current = useBilling(store, selectCurrentPlan);
  const checkout = useBilling(store, (s) => s.checkout);
  const ref = useRef<HTMLButtonElement>(null);
  const quote = useMemo(() => quotePlanChange(sub, current, plan), [sub, current, plan]);
  // Focus lands on the confirmation, where the decision is taken.
  useEffect(() => ref.current?.focus(), []);
  const l = labels.plans.confirm;
  const cur = plan.price.currency;
  const summary = quote.kind === 'trial' ? fill(l.trial, { days: String(quote.trialDays ?? 0) })
    : quote.kind === 'subscribe' ? (plan.price.amount > 0 ? l.subscribe : l.free)
    : quote.kind === 'trialChange' ? l.trialChange
    : quote.kind === 'downgrade' && sub?.status === 'trialing' ? l.trialEndsFree
    : quote.kind === 'upgrade' ? l.upgrade : l.downgrade;
  const id = `portico-billing-confirm-${plan.id}`;
  return (
    <div className="portico-billing__confirm" role="group" aria-labelledby={id}>
      <p id={id} className="portico-billing__confirm-title">{fill(l.title, { plan: plan.name })}</p>
      <p className="portico-billing__confirm-summary">{summary}</p>
      <dl className="portico-billing__facts portico-billing__confirm-facts">
        <div className="portico-billing__fact"><dt>{l.chargeNow}</dt><dd className="portico-billing__confirm-charge">{money(quote.chargeNow, cur)}</dd></div>
        {quote.credit > 0 && <div className="portico-billing__fact"><dt>{l.credit}</dt><dd className="portico-billing__confirm-credit">{money(quote.credit, cur)}</dd></div>}
        <div className="portico-billing__fact"><dt>{l.effective}</dt><dd className="portico-billing__confirm-effective">{f.date(quote.effective)}</dd></div>
        {quote.next && (
          <div className="portico-billing__fact"><dt>{l.next}</dt><dd className="portico-billing__confirm-next">{`${money(quote.next.amount, cur)}, ${f.date(quote.next.date)}`}</dd></div>
        )}
      </dl>
      <p className="portico-billing__error portico-billing__confirm-error" role="alert">{checkout.status === 'error' ? checkout.error : ''}</p>
      <div className="portico-billing__actions">
        <Button variant="secondary" onClick={() => store.getState().dismissPlanChange()}>{l.back}</Button>
        <Button ref={ref} className="portico-billing__confirm-button" disabled={checkout.status === 'loading'}
          onClick={() => void store.getState().confirmPlanChange()}>{fill(l.confirm, { plan: plan.name })}</Button>
      </div>
    </div>
  );
}

function PlanCard({ plan, store, labels, f }: { plan: BillingPlan; store: StoreApi<BillingState>; labels: BillingLabels; f: Formatter }) {
  const current = useBilling(store, selectCurrentPlan);
  const allowed = useBilling(store, canChooseSelector(plan));
  const busy = useBilling(store, (s) => s.checkout.status === 'loading');
  const trialing = useBilling(store, (s) => s.subscription?.status === 'trialing');
  const asking = useBilling(store, (s) => s.planChange === plan.id);
  const isCurrent = current?.id === plan.id;
  const l = labels.plans;
  const verb = !current ? l.choose : plan.price.amount > current.price.amount ? l.upgrade : l.downgrade;
  return (
    <li className="portico-billing__card portico-billing__plan" data-current={isCurrent || undefined} data-plan={plan.slug}>
      <div className="portico-billing__plan-head">
        <h4 className="portico-billing__plan-name">{plan.name}</h4>
        {isCurrent && trialing && <span className="portico-billing__badge portico-billing__plan-trial" data-tone="info">{l.trial}</span>}
      </div>
      {plan.description && <p className="portico-billing__plan-description">{plan.description}</p>}
      <p className="portico-billing__plan-price"><Price plan={plan} labels={labels} /></p>
      {isCurrent ? (
        <p className="portico-billing__badge portico-billing__plan-current" data-tone="success">{l.current}</p>
      ) : asking ? <PlanConfirm plan={plan} store={store} labels={labels} f={f} /> : (
        <Button variant={verb === l.downgrade ? 'secondary' : 'primary'} disabled={!allowed || busy}
          aria-label={`${verb} ${plan.name}`} onClick={() => store.getState().askPlanChange(plan.id)}>{verb}</Button>
      )}
    </li>
  );
}

/** The current subscription (plan, status badge, price, period end; cancel at period end or renew) and the plans on offer. */
export function PlanScreen({ store, labels, lang, dates }: Props) {
  const f = useDates(lang, dates);
  const plans = useBilling(store, (s) => s.plans);
  const sub = useBilling(store, (s) => s.subscription);
  const status = useBilling(store, selectDisplayStatus);
  const plan = useBilling(store, selectCurrentPlan);
  const canCancel = useBilling(store, selectCanCancel);
  const canRenew = useBilling(store, selectCanRenew);
  const change = useBilling(store, (s) => s.change);
  const done = useBilling(store, (s) => s.changeDone);
  const endTrial = useBilling(store, selectCanEndTrial);
  // Ending now is offered for a trial (the spec's cancel covers only active subscriptions), when the vendor allows cancelling.
  const endNow = useBilling(store, (s) => s.vendor.allowPlanCancellation && !!s.subscription && canEndTrial(s.subscription));
  const l = labels.subscription;
  const fact = (name: string, value: ReactNode, part: string) => (
    <div className="portico-billing__fact"><dt>{name}</dt><dd className={`portico-billing__subscription-${part}`}>{value}</dd></div>
  );
  return (
    <>
      <section className="portico-billing__card portico-billing__subscription" aria-labelledby="portico-billing-subscription">
        <h3 id="portico-billing-subscription" className="portico-billing__title">{l.title}</h3>
        {!sub ? <p className="portico-billing__muted portico-billing__subscription-none">{l.none}</p> : (
          <>
            <div className="portico-billing__summary-head">
              <p className="portico-billing__summary-plan">
                <span className="portico-billing__subscription-plan">{plan?.name ?? ''}</span>
                <span className="portico-visually-hidden">{`${l.status}: `}</span>
                {status && <span className="portico-billing__badge portico-billing__subscription-status" data-status={status} data-tone={TONE[status]}>{l.statuses[status]}</span>}
              </p>
              <div className="portico-billing__actions">
                {canCancel && (
                  <Button variant="secondary" data-danger disabled={change.status === 'loading'}
                    onClick={() => void store.getState().cancel()}>{l.cancel}</Button>
                )}
                {canRenew && (
                  <Button disabled={change.status === 'loading'}
                    onClick={() => void store.getState().renew()}>{l.renew}</Button>
                )}
                {endTrial && (
                  <Button className="portico-billing__end-trial" disabled={change.status === 'loading'}
                    onClick={() => void store.getState().endTrial()}>{l.endTrial}</Button>
                )}
                {endNow && (
                  <Button className="portico-billing__end-now" variant="secondary" data-danger disabled={change.status === 'loading'}
                    onClick={() => void store.getState().endNow()}>{sub.status === 'trialing' ? l.endNowTrial : l.endNow}</Button>
                )}
              </div>
            </div>
            <dl className="portico-billing__facts">
              {plan && fact(l.price, <Price plan={plan} labels={labels} />, 'price')}
              {sub.status === 'trialing' && sub.trialEnd && fact(l.trialEnds, f.date(sub.trialEnd), 'trial-end')}
              {fact(sub.cancellation ? l.ends : l.renews, f.date(sub.currentPeriodEnd), 'period-end')}
            </dl>
          </>
        )}
        <p className="portico-billing__notice portico-billing__subscription-notice" role="status">
          {change.status === 'success' && done ? l[done] : ''}
        </p>
        <p className="portico-billing__error portico-billing__subscription-error" role="alert">{change.status === 'error' ? change.error : ''}</p>
      </section>
      <section className="portico-billing__section" aria-labelledby="portico-billing-plans">
        <h3 id="portico-billing-plans" className="portico-billing__title">{labels.plans.title}</h3>
        <ul className="portico-billing__plan-list">
          {plans.map((p) => <PlanCard key={p.id} plan={p} store={store} labels={labels} f={f} />)}
        </ul>
      </section>
    </>
  );
}
