import { BILLING_TEXT, cardDeclined } from './messages';
import type { AttachedCard, Authentication, BillingProvider, ChargeResult, SetupResult } from './provider';

/** A named test payment method of the embedded provider: never a card number, only what a provider reports. */
export interface TestCard {
  id: string;
  brand: string;
  last4: string;
  /** The provider's decline message when attaching (or charging) it, if it fails. */
  declineMessage?: string;
  /**
   * Set when the card needs the cardholder's authentication (3-D Secure): setting it up goes through `requires_action`,
   * and a charge without the cardholder (off session) is declined with this message, as Stripe's test card 3184 does.
   */
  authentication?: string;
}

/** Stripe's test payment method ids and decline messages, so both providers read the same in the UI and tests. */
export const TEST_CARDS: readonly TestCard[] = [
  { id: 'pm_card_visa', brand: 'visa', last4: '4242' },
  { id: 'pm_card_chargeDeclined', brand: 'visa', last4: '0002', declineMessage: 'Your card was declined.' },
  {
    id: 'pm_card_authenticationRequired', brand: 'visa', last4: '3184',
    authentication: 'Your card was declined. This transaction requires authentication.',
  },
];

const ref = (prefix: string) => `${prefix}_test_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
const testCard = (id: string) => {
  const card = TEST_CARDS.find((c) => c.id === id);
  if (!card) throw cardDeclined('No such test payment method');
  if (card.declineMessage) throw cardDeclined(card.declineMessage);
  return card;
};
const attached = (card: TestCard): AttachedCard =>
  ({ externalId: `${card.id}_${ref('pm')}`, brand: card.brand, last4: card.last4, expMonth: 12, expYear: new Date().getUTCFullYear() + 8 });

/** The default provider: a ledger kept entirely in our database, no network, test cards only. */
export class EmbeddedTestProvider implements BillingProvider {
  readonly type = 'embedded';
  readonly testMode = true;
  readonly publishableKey = undefined;

  async createCustomer(): Promise<string> {
    return ref('cus');
  }

  async setupPaymentMethod(_customerId: string, paymentMethod: string): Promise<SetupResult> {
    const card = testCard(paymentMethod);
    const intentId = ref('seti');
    const secret = `${intentId}_secret_${crypto.randomUUID().replace(/-/g, '')}`;
    // The test challenge in the screens stands in for the bank's 3-D Secure page.
    if (card.authentication) return { status: 'requires_action', intentId, secret };
    return { status: 'succeeded', intentId, secret, card: attached(card) };
  }

  async confirmSetup(_customerId: string, intent: { paymentMethod: string }, authentication?: Authentication): Promise<AttachedCard> {
    const card = testCard(intent.paymentMethod);
    if (card.authentication && authentication !== 'complete') throw cardDeclined(BILLING_TEXT.authenticationFailed);
    return attached(card);
  }

  async charge(input: { paymentMethodExternalId: string; onSession?: boolean }): Promise<ChargeResult> {
    const card = TEST_CARDS.find((c) => input.paymentMethodExternalId.startsWith(`${c.id}_`));
    if (!card) return { paid: false, message: 'No such test payment method' };
    // With the cardholder present (checkout, plan change) the bank's challenge runs instead: the test challenge stands in.
    if (card.authentication && input.onSession) {
      const id = ref('pi');
      return { paid: false, action: { id, secret: `${id}_secret_${crypto.randomUUID().replace(/-/g, '')}` } };
    }
    // The ledger charges without the cardholder: a card that needs authentication is declined like Stripe declines it.
    const declined = card.declineMessage ?? card.authentication;
    if (declined) return { paid: false, message: declined };
    return { paid: true, externalId: ref('ch') };
  }

  async confirmPayment(_intentId: string, authentication?: Authentication): Promise<ChargeResult> {
    return authentication === 'complete' ? { paid: true, externalId: ref('ch') } : { paid: false, message: BILLING_TEXT.authenticationFailed };
  }

  async setupIntentSecret(): Promise<string> {
    return `${ref('seti')}_secret_${crypto.randomUUID().replace(/-/g, '')}`;
  }
}
