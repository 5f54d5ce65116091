import { ApiError } from '../http/errors';

/** The billing error catalogue (api-calls-and-errors.md, Billing), word for word. */
export const BILLING_MSG = {
  subscriptionNotFound: 'Subscription not found.',
  externallyManaged: 'Billing is externally managed.',
  notAuthorized: 'Not authorized',
  internal: 'Internal feature failure',
  providerNotConfigured: 'Payment provider not configured',
} as const;

/** Server-side billing messages not in the catalogue, worded once here. */
export const BILLING_TEXT = {
  planNotFound: 'Plan not found',
  invoiceNotFound: 'Invoice not found',
  paymentMethodNotFound: 'Payment method not found',
  planSlugTaken: 'A plan with this slug already exists',
  customerNotFound: 'Customer not found',
  alreadySubscribed: 'The account already has a subscription; change its plan instead',
  notActive: 'Only an active or trialing subscription can be changed',
  cannotCancel: 'Only an active subscription without a scheduled cancellation can be cancelled',
  cannotRenew: 'Only a subscription cancelled at period end can be renewed',
  paymentMethodRequired: 'Add a payment method before subscribing to a paid plan',
  chooseTestCard: 'Choose one of the test payment methods',
  setupIntentNotFound: 'Setup intent not found',
  notTrialing: 'Only a trialing subscription can end its trial',
  trialEndAtProvider: 'This payment provider ends trials on its own schedule',
  lastPaymentMethod: 'This card pays for the subscription: add another card before removing it',
  /** Stripe's message when the cardholder fails (or abandons) 3-D Secure, word for word. */
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

export const subscriptionNotFound = () => new ApiError(404, 'NOT_FOUND', [BILLING_MSG.subscriptionNotFound]);
export const notAuthorized = () => new ApiError(403, 'FORBIDDEN', [BILLING_MSG.notAuthorized]);
export const externallyManaged = () => new ApiError(409, 'EXTERNALLY_MANAGED', [BILLING_MSG.externallyManaged]);
export const providerNotConfigured = () => new ApiError(404, 'PROVIDER_NOT_CONFIGURED', [BILLING_MSG.providerNotConfigured]);
/** A card the provider refused, with the provider's own message. */
export const cardDeclined = (message: string) => new ApiError(402, 'CARD_DECLINED', [message]);
