import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingApi } from '@portico/core-state/admin';
import { createBillingStore } from '../store';
import { en } from './test-labels';
import { PaymentMethodScreen } from './PaymentMethodScreen';

const loadStripe = vi.fn(async (_key: string) => ({}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => null,
  useElements: () => null,
}));

const api = (providerType: string) => ({
  getPlans: async () => [], getSubscriptions: async () => [], getPaymentMethods: async () => [], getInvoices: async () => [],
  getVendorConfig: async () => ({ allowPlanDowngrade: true, allowPlanCancellation: true }), getPaymentProviders: async () => [{ providerType, status: '1' }],
  getStripePublicConfiguration: async () => ({ publishableKey: 'pk_test_x' }), createSetupIntent: async () => ({ setupIntentSecret: 'seti_secret' }),
}) as unknown as BillingApi;

afterEach(cleanup);

describe('payment method screen', () => {
  it('offers the named test payment methods in test mode and never loads Stripe.js', async () => {
    const store = createBillingStore({ api: api('embedded'), tenantId: () => 't' });
    await store.getState().load();
    render(<PaymentMethodScreen store={store} labels={en} />);
    expect(screen.getByRole('radio', { name: 'Visa ending 0002 (declined)' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('with a Stripe publishable key, lazily mounts Elements on a setup intent and shows no test methods', async () => {
    const store = createBillingStore({ api: api('stripe'), tenantId: () => 't' });
    await store.getState().load();
    render(<PaymentMethodScreen store={store} labels={en} />);
    expect(await screen.findByTestId('payment-element')).toBeTruthy();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_x');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
