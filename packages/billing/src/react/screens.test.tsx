import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingApi } from '@portico/core-state/admin';
import { createBillingStore } from '@portico/core-state/admin';
import { en, usageEn } from './test-labels';
import { UsageScreen, usageState } from './UsageScreen';
import { PaymentMethodScreen } from './PaymentMethodScreen';

const handleNextAction = vi.fn(async (_o: { clientSecret: string }) => ({}));
const loadStripe = vi.fn(async (_key: string) => ({ handleNextAction }));
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
    const store = createBillingStore({ api: api('embedded') });
    await store.getState().load();
    render(<PaymentMethodScreen store={store} labels={en} />);
    expect(screen.getByRole('radio', { name: 'Visa ending 0002 (declined)' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('with a Stripe publishable key, lazily mounts Elements on a setup intent and shows no test methods', async () => {
    const store = createBillingStore({ api: api('stripe') });
    await store.getState().load();
    render(<PaymentMethodScreen store={store} labels={en} />);
    expect(await screen.findByTestId('payment-element')).toBeTruthy();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_x');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('3-D Secure on the payment method screen', () => {
  const pending = { setupIntentId: 'seti_1', setupIntentSecret: 'seti_1_secret_x', status: 'requires_action' as const };
  const card = { id: 'pm1', type: 'card' as const, isDefault: true, last4: '3184', brand: 'visa' };

  it('embedded: the test challenge takes focus; completing it adds the card', async () => {
    const confirmSetupIntent = vi.fn(async () => ({ ...pending, status: 'succeeded' as const }));
    let methods: unknown[] = [];
    const store = createBillingStore({
      api: { ...api('embedded'), getPaymentMethods: async () => methods, addPaymentMethod: async () => pending, confirmSetupIntent } as unknown as BillingApi,
    });
    await store.getState().load();
    render(<PaymentMethodScreen store={store} labels={en} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Visa ending 3184 (needs authentication)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add payment method' }));
    const challenge = await screen.findByRole('region', { name: 'Authenticate' });
    expect(document.activeElement?.textContent).toBe('Authenticate');
    expect((screen.getByRole('button', { name: 'Add payment method' }) as HTMLButtonElement).disabled).toBe(true);
    methods = [card];
    fireEvent.click(within(challenge).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText('Added')).toBeTruthy();
    expect(confirmSetupIntent).toHaveBeenCalledWith('seti_1', 'complete');
    expect(screen.queryByRole('region', { name: 'Authenticate' })).toBeNull();
  });

  it('Stripe: Stripe.js handleNextAction runs on the intent secret, then the server confirms it (no test challenge)', async () => {
    const confirmSetupIntent = vi.fn(async () => ({ ...pending, status: 'succeeded' as const }));
    const store = createBillingStore({ api: { ...api('stripe'), confirmSetupIntent, getPaymentMethods: async () => [card] } as unknown as BillingApi });
    await store.getState().load();
    store.setState({ paymentMethod: { status: 'requires_action', intent: { id: 'seti_1', secret: 'seti_1_secret_x' } } });
    render(<PaymentMethodScreen store={store} labels={en} />);
    expect(await screen.findByText('Added')).toBeTruthy();
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'seti_1_secret_x' });
    expect(confirmSetupIntent).toHaveBeenCalledWith('seti_1', undefined);
    expect(screen.queryByRole('button', { name: 'Complete authentication' })).toBeNull();
  });
});

describe('usage screen', () => {
  it('loads on mount and shows each metric against its limit: at the limit from 100 %, over it past 100 %', async () => {
    const metrics = [{ key: 'seats', used: 4, limit: 3 }, { key: 'webhooks', used: 1, limit: 1 }, { key: 'apiTokens', used: 1, limit: 2 }, { key: 'other', used: 2, limit: null }];
    const store = createBillingStore({ api: { getUsage: async () => ({ planId: 'p', planName: 'Free', metrics }) } as unknown as BillingApi });
    render(<UsageScreen store={store} labels={usageEn} />);
    expect(await screen.findByText('Plan: Free')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Seats' }).getAttribute('max')).toBe('3');
    expect(screen.getByRole('meter', { name: 'Seats' }).getAttribute('value')).toBe('3');
    expect(screen.getByText('4 of 3')).toBeTruthy();
    expect(screen.getByText('133%')).toBeTruthy();
    expect(screen.getByText('Over the plan limit')).toBeTruthy();
    const webhooks = screen.getByRole('heading', { name: 'Webhooks' }).closest('li')!;
    expect(webhooks.getAttribute('data-state')).toBe('reached');
    expect(within(webhooks).getByText('Limit reached')).toBeTruthy();
    expect(within(webhooks).getByText('100%')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Limit reached for: Seats, Webhooks.');
    expect(screen.getByText('2 (no limit)')).toBeTruthy();
    expect(screen.getAllByText(/^(Limit reached|Over the plan limit|Not in your plan)$/)).toHaveLength(2);
  });

  it.each([
    [0, 0, 'notIncluded'], [1, 0, 'over'], [2, 3, 'ok'], [3, 3, 'reached'], [4, 3, 'over'], [9, null, 'unlimited'],
  ] as const)('%i used of limit %s is %s', (used, limit, state) => {
    expect(usageState({ used, limit })).toBe(state);
  });
});

describe('billing details form', () => {
  it('patches e-mail and address of the default payment method and announces it', async () => {
    const pm = { id: 'pm1', type: 'card' as const, isDefault: true, last4: '4242', brand: 'visa', billingDetails: {} };
    const updateBillingDetails = vi.fn(async (_id: string, b: object) => ({ ...pm, billingDetails: b }));
    const store = createBillingStore({ api: { ...api('embedded'), getPaymentMethods: async () => [pm], updateBillingDetails } as unknown as BillingApi });
    await store.getState().load();
    render(<PaymentMethodScreen store={store} labels={en} />);
    const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    // The catalogue's messages, on submit, tied to their fields; nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect((await screen.findAllByText('Required')).length).toBe(4);
    expect(screen.getByRole('textbox', { name: 'City' }).getAttribute('aria-invalid')).toBe('true');
    type('Billing e-mail', 'ap@');
    type('Country code', 'USA');
    expect(await screen.findByText('Bad e-mail')).toBeTruthy();
    expect(await screen.findByText('Two letters')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Country code' }).getAttribute('aria-describedby')).toBe(screen.getByText('Two letters').id);
    expect(updateBillingDetails).not.toHaveBeenCalled();
    type('Billing e-mail', ' ap@acme.test ');
    type('Address line 1', '1 Main St');
    type('City', 'Springfield');
    type('Country code', 'us');
    fireEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Billing details saved.')).toBeTruthy();
    expect(updateBillingDetails).toHaveBeenCalledWith('pm1', { email: 'ap@acme.test', address: { line1: '1 Main St', city: 'Springfield', country: 'US' } });
  });
});
