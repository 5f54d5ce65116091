import type { BillingLabels } from './labels';
import type { UsageLabels } from './UsageScreen';

/** English labels for the screens' tests (the portal supplies its own localized ones). */
export const en: BillingLabels = {
  testMode: 'Test mode', testModeHint: 'No real card is charged.', loading: 'Loading…',
  plans: {
    title: 'Plans', perMonth: '{value} {currency} / month', current: 'Current plan', choose: 'Choose', upgrade: 'Upgrade', downgrade: 'Downgrade', trial: 'Trial',
    confirm: {
      title: 'Change to {plan}?', confirm: 'Confirm {plan}', back: 'Back', trial: '{days}-day trial', subscribe: 'Charged now', free: 'Free', upgrade: 'Prorated charge',
      downgrade: 'Prorated credit', trialChange: 'Trial continues', trialEndsFree: 'Trial ends', chargeNow: 'Charged now', credit: 'Credit', effective: 'Takes effect', next: 'Next charge',
    },
  },
  subscription: {
    title: 'Your subscription', none: 'None', status: 'Status', plan: 'Plan', price: 'Price', renews: 'Renews on', ends: 'Ends on', trialEnds: 'Trial ends on',
    cancel: 'Cancel at period end', renew: 'Renew', cancelled: 'Cancelled', renewed: 'Renewed',
    endTrial: 'End trial now', endNow: 'End now', endNowTrial: 'Cancel trial', trialEnded: 'Trial ended', ended: 'Ended',
    statuses: { ACTIVE: 'Active', CANCELED: 'Canceled', INCOMPLETE: 'Incomplete', EXPIRED: 'Expired', TRIALING: 'Trialing' },
  },
  paymentMethods: {
    title: 'Payment method', none: 'None', card: '{brand} ending in {last4}, expires {exp}', isDefault: 'Default', add: 'Add payment method', choose: 'Test payment method',
    added: 'Added', makeDefault: 'Make default', makeDefaultLabel: 'Make default: {card}', remove: 'Remove', removeLabel: 'Remove {card}', updated: 'Updated',
    testCards: { succeeds: 'Visa ending 4242 (succeeds)', declined: 'Visa ending 0002 (declined)', authentication: 'Visa ending 3184 (needs authentication)' },
    authentication: { title: 'Authenticate', hint: 'Test challenge.', complete: 'Complete authentication', fail: 'Fail authentication' },
  },
  billingDetails: {
    title: 'Billing details', email: 'Billing e-mail', line1: 'Address line 1', line2: 'Address line 2', city: 'City', state: 'State',
    postalCode: 'Postal code', country: 'Country code', save: 'Save billing details', saved: 'Billing details saved.',
    countryInvalid: 'Two letters',
  },
  validation: { required: 'Required', emailInvalid: 'Bad e-mail' },
  invoices: { title: 'Invoices', none: 'None', date: 'Date', receipt: 'Receipt', amount: 'Amount', status: 'Status', paid: 'Paid', unpaid: 'Not paid', pdf: 'PDF', download: 'Download PDF', downloadLabel: 'Download PDF of invoice {receipt}' },
  checkout: { loading: 'Confirming…', confirmed: 'Now on {plan}.' },
};

/** English labels of the usage screen's tests. */
export const usageEn: UsageLabels = {
  loading: 'Loading usage…', plan: 'Plan: {plan}', metrics: { seats: 'Seats', webhooks: 'Webhooks' }, ofLimit: '{used} of {limit}',
  unlimited: '{used} (no limit)', percent: '{pct}%', reached: 'Limit reached', over: 'Over the plan limit', notIncluded: 'Not in your plan',
  limitNotice: 'Limit reached for: {metrics}.',
};
