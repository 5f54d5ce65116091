import type { Portico } from '@portico/core-state';
import type { StoreApi } from 'zustand/vanilla';
import { createBillingRestApi, type BillingApi } from '@portico/core-state/admin';
import { createBillingStore } from './store';
import type { BillingState } from './types';

const cache = new WeakMap<Portico, StoreApi<BillingState>>();

/** The preview fake as a port, fetched (its own chunk) on the first call; `world` shares the admin fake's data (Usage). */
function lazyPreviewApi(world: object): BillingApi {
  let api: Promise<BillingApi> | undefined;
  const get = () => (api ??= import('@portico/core-state/preview').then((m) => m.createBillingPreviewApi({ sample: true, world })));
  return new Proxy({} as BillingApi, {
    get: (_, name: keyof BillingApi) => (...args: unknown[]) => get().then((a) => (a[name] as (...x: unknown[]) => unknown)(...args)),
  });
}

/**
 * The billing store of `portico` (one per Portico), over its API client or the given port. It goes back to its first
 * state when the signed-in user or tenant changes, so another tenant never sees the previous one's billing.
 */
export function createBillingStores(portico: Portico, options: { api?: BillingApi } = {}): StoreApi<BillingState> {
  const known = cache.get(portico);
  if (known && !options.api) return known;
  const api = options.api ?? (portico.previewMode ? lazyPreviewApi(portico.api) : portico.client ? createBillingRestApi(portico.client) : undefined);
  if (!api) throw new TypeError('createBillingStores needs an api option');
  const tenantId = () => portico.auth.getState().user?.tenantId ?? undefined;
  const store = createBillingStore({ api, tenantId });
  const initial = store.getState();
  const whose = () => `${portico.auth.getState().user?.id ?? ''}\n${tenantId() ?? ''}`;
  let owner = whose();
  portico.auth.subscribe(() => {
    if (whose() === owner) return;
    owner = whose();
    store.setState(initial, true);
  });
  if (!options.api) cache.set(portico, store);
  return store;
}
