import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@portico/rest-api/billing';
import { fakeApi } from '../../test/fixtures';
import { createAdminStores } from '../admin/stores';
import { createPortico, type Portico } from '../portico';
import { createBillingPreviewApi } from '../preview/admin/billing';
import type { BillingApi } from './api';
import { createBillingStore } from './store';

afterEach(() => vi.useRealTimers());

const signIn = (portico: Portico, id: string, tenantId: string) => portico.auth.setState({ user: { id, email: `${id}@acme.example`, tenantId } as never });

// A billing port answering for whichever tenant `tenant()` names: tenant A is on Pro, tenant B has no subscription.
function tenantPort(tenant: () => string): BillingApi {
  const api = createBillingPreviewApi({ delayMs: 0, sample: true });
  const sub = { id: 'sub-a', planId: 'plan-pro', status: 'active', cancellation: null } as unknown as Subscription;
  return { ...api, getSubscriptions: async () => (tenant() === 't-a' ? [sub] : []), getInvoices: async () => (tenant() === 't-a' ? api.getInvoices() : []) };
}

describe('admin.billing', () => {
  it('is created by createAdminStores, once per Portico: the same store on every read, another Portico another store', () => {
    const portico = createPortico({ baseUrl: 'http://api.test', fetch: vi.fn() });
    const billing = createAdminStores(portico).billing;
    expect(createAdminStores(portico).billing).toBe(billing);
    expect(billing.getState().status).toBe('idle');
    expect(createAdminStores(createPortico({ baseUrl: 'http://api.test', fetch: vi.fn() })).billing).not.toBe(billing);
    portico.session.dispose();
  });

  it('calls the Portico client (its REST port loaded on the first call)', async () => {
    const usage = { planId: 'plan-basic', planName: 'Basic', metrics: [{ key: 'seats', used: 4, limit: 10 }] };
    const fetch = vi.fn(async () => new Response(JSON.stringify(usage), { status: 200, headers: { 'content-type': 'application/json' } }));
    const portico = createPortico({ baseUrl: 'http://api.test', fetch });
    const billing = createAdminStores(portico).billing;
    expect(await billing.getState().loadUsage()).toBe(true);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/^http:\/\/api\.test\/.*\/billing\/usage\/v1/);
    expect(billing.getState().usage).toEqual({ status: 'ready', data: usage });
    portico.session.dispose();
  });

  it('in preview mode reads the sample account (Basic, 23 members) after the preview delay', async () => {
    vi.useFakeTimers();
    const portico = createPortico({ previewMode: true });
    const billing = createAdminStores(portico).billing;
    let result: boolean | undefined;
    const done = billing.getState().loadUsage().then((ok) => (result = ok));
    // The preview port's chunk may still be loading (real I/O) when the file's first billing call starts its delay.
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(500);
      expect(result).toBeDefined();
    }, { timeout: 4000, interval: 20 });
    expect(await done).toBe(true);
    expect(billing.getState().usage.data).toMatchObject({ planName: 'Basic', metrics: expect.arrayContaining([expect.objectContaining({ key: 'seats', used: 23 })]) });
    portico.session.dispose();
  });

  it('needs a billing port when the Portico has an injected api', () => {
    const injected = createPortico({ api: fakeApi(), navigate: vi.fn() });
    const admin = createAdminStores(injected, { api: {} as never });
    expect(() => admin.billing).toThrow(TypeError);
    expect(createAdminStores(injected, { api: {} as never, billing: createBillingPreviewApi({ delayMs: 0 }) }).billing.getState().status).toBe('idle');
    injected.session.dispose();
  });

  it("goes back to its first state on a tenant switch: tenant A's subscription and invoices never show in tenant B", async () => {
    const portico = createPortico({ previewMode: true });
    signIn(portico, 'u-1', 't-a');
    const tenant = () => portico.auth.getState().user?.tenantId ?? '';
    const admin = createAdminStores(portico, { billing: tenantPort(tenant) });
    const billing = admin.billing;
    await billing.getState().load();
    await billing.getState().loadInvoices();
    await billing.getState().loadUsage();
    expect(billing.getState()).toMatchObject({ status: 'ready', subscription: { id: 'sub-a', planId: 'plan-pro' } });
    expect(billing.getState().invoices.data.length).toBeGreaterThan(0);
    signIn(portico, 'u-1', 't-b');
    expect(admin.billing).toBe(billing);
    expect(billing.getState()).toMatchObject({ status: 'idle', subscription: null, paymentMethods: [], invoices: { status: 'idle', data: [] }, usage: { data: null } });
    // Its actions still work after the reset, and read tenant B's data.
    expect(await billing.getState().load()).toBe(true);
    expect(billing.getState()).toMatchObject({ status: 'ready', subscription: null });
    portico.session.dispose();
  });

  it('goes back to its first state when another user signs in to the same tenant, not when the same user changes', async () => {
    const portico = createPortico({ previewMode: true });
    signIn(portico, 'u-1', 't-a');
    const billing = createAdminStores(portico, { billing: tenantPort(() => 't-a') }).billing;
    await billing.getState().load();
    portico.auth.setState({ user: { id: 'u-1', email: 'u-1@acme.example', tenantId: 't-a', name: 'Renamed' } as never });
    expect(billing.getState().status).toBe('ready');
    signIn(portico, 'u-2', 't-a');
    expect(billing.getState()).toMatchObject({ status: 'idle', subscription: null });
    portico.session.dispose();
  });
});

describe('createBillingStore', () => {
  it('a port that cannot be loaded is the store error, never a throw, and is tried again on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(createBillingPreviewApi({ delayMs: 0, sample: true }));
    const store = createBillingStore({ api: load });
    expect(await store.getState().load()).toBe(false);
    expect(store.getState()).toMatchObject({ status: 'error', error: expect.any(String) });
    expect(await store.getState().load()).toBe(true);
    expect(store.getState().status).toBe('ready');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('once its actions are in, they act at once (checkout is loading as soon as it is asked for)', async () => {
    const store = createBillingStore({ api: createBillingPreviewApi({ delayMs: 0, sample: true }) });
    await store.getState().load();
    const done = store.getState().checkoutPlan('plan-pro');
    expect(store.getState().checkout).toEqual({ status: 'loading', planId: 'plan-pro' });
    await done;
  });
});
