/**
 * @portico/billing/react: the billing screens (plan, payment method, invoices, checkout), each usable alone or all
 * together in {@link BillingScreens}. Strings come from the host as {@link BillingLabels}.
 * @packageDocumentation
 */
export { BillingScreens } from './BillingScreens';
export { PlanScreen } from './PlanScreen';
export { PaymentMethodScreen } from './PaymentMethodScreen';
export { InvoicesScreen } from './InvoicesScreen';
export { CheckoutScreen } from './CheckoutScreen';
export { UsageScreen, usageState } from './UsageScreen';
export { BillingDetailsForm } from './BillingDetailsForm';
export type { BillingLabels } from './labels';
export type { UsageLabels, UsageState } from './UsageScreen';
export { PlainTable } from './table';
export type { BillingColumn, BillingTable, BillingTableProps } from './table';
