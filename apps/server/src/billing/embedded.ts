import { cardDeclined } from './messages';
import type { AttachedCard, BillingProvider, ChargeResult } from './provider';

/** A named test payment method of the embedded provider: never a card number, only what a provider reports. */
export interface TestCard {
  id: string;
  brand: string;
  last4: string;
  /** The provider's decline message when attaching (or charging) it, if it fails. */
  declineMessage?: string;
}

/** Stripe's test payment method ids and decline messages, so both providers read the same in the UI and tests. */
export const TEST_CARDS: readonly TestCard[] = [
  { id: 'pm_card_visa', brand: 'visa', last4: '4242' },
  { id: 'pm_card_chargeDeclined', brand: 'visa', last4: '0002', declineMessage: 'Your card was declined.' },
  {
    id: 'pm_card_authenticationRequired', brand: 'visa', last4: '3184',
    declineMessage: 'Your card was declined. This transaction requires authentication.',
  },
];

const ref = (prefix: string) => `${prefix}_test_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;

/** The default provider: a ledger kept entirely in our database, no network, test cards only. */
export class EmbeddedTestProvider implements BillingProvider {
  readonly type = 'embedded';
  readonly testMode = true;
  readonly publishableKey = undefined;

  async createCustomer(): Promise<string> {
    return ref('cus');
  }

  async attachPaymentMethod(_customerId: string, paymentMethod: string): Promise<AttachedCard> {
    const card = TEST_CARDS.find((c) => c.id === paymentMethod);
    if (!card) throw cardDeclined('No such test payment method');
    if (card.declineMessage) throw cardDeclined(card.declineMessage);
    const year = new Date().getUTCFullYear() + 8;
    return { externalId: `${card.id}_${ref('pm')}`, brand: card.brand, last4: card.last4, expMonth: 12, expYear: year };
  }

  async charge(input: { paymentMethodExternalId: string }): Promise<ChargeResult> {
    const card = TEST_CARDS.find((c) => input.paymentMethodExternalId.startsWith(`${c.id}_`));
    if (!card) return { paid: false, message: 'No such test payment method' };
    if (card.declineMessage) return { paid: false, message: card.declineMessage };
    return { paid: true, externalId: ref('ch') };
  }

  async setupIntentSecret(): Promise<string> {
    return `${ref('seti')}_secret_${crypto.randomUUID().replace(/-/g, '')}`;
  }
}
