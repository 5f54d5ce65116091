import type { BillingPlan, BillingState } from '@portico/core-state/admin';
import { canCancel, canEndTrial, canRenew, displayStatus, isUsableProvider } from './rules';

/** The plan the subscription is on, if any. */
export const selectCurrentPlan = (s: BillingState): BillingPlan | undefined =>
  s.subscription ? s.plans.find((p) => p.id === s.subscription!.planId) : undefined;

/** Displayed status of the subscription (ACTIVE, CANCELED, INCOMPLETE, EXPIRED, TRIALING), or null. */
export const selectDisplayStatus = (s: BillingState) => (s.subscription ? displayStatus(s.subscription) : null);

/** Whether cancel is offered: the spec's rule and the vendor's allowPlanCancellation. */
export const selectCanCancel = (s: BillingState) => !!s.subscription && s.vendor.allowPlanCancellation && canCancel(s.subscription);

/** Whether ending the trial now (charged at once) is offered. */
export const selectCanEndTrial = (s: BillingState) => !!s.subscription && canEndTrial(s.subscription);

/** Whether renew is offered. */
export const selectCanRenew = (s: BillingState) => !!s.subscription && canRenew(s.subscription);

/** Whether checkout is possible: some card provider with status "1". */
export const selectCanCheckout = (s: BillingState) => s.providers.some(isUsableProvider);

/** Whether the provider is the embedded test provider (the UI labels it test mode). */
export const selectTestMode = (s: BillingState) => s.providers.some((p) => p.providerType === 'embedded');

/** Whether moving to `plan` is allowed: not the current one, and no downgrade when the vendor forbids it. */
export function canChooseSelector(plan: BillingPlan) {
  return (s: BillingState): boolean => {
    const current = selectCurrentPlan(s);
    const live = s.subscription && (s.subscription.status === 'active' || s.subscription.status === 'trialing');
    if (!live || !current) return true;
    if (current.id === plan.id) return false;
    return s.vendor.allowPlanDowngrade || plan.price.amount >= current.price.amount;
  };
}
