import type { Portico } from '@portico/core-state';
import { createAdminStores, type BillingApi, type BillingState } from '@portico/core-state/admin';
import type { StoreApi } from 'zustand/vanilla';

/**
 * The billing store of `portico`: `createAdminStores(portico).billing`, the one the portal's Subscription and Usage
 * sections read (created once per Portico, reset with the other admin stores when the signed-in user or tenant changes).
 * With `api`, a store of its own over that port, reset the same way.
 * @deprecated Read `createAdminStores(portico).billing` from `@portico/core-state/admin`.
 */
export function createBillingStores(portico: Portico, options: { api?: BillingApi } = {}): StoreApi<BillingState> {
  return createAdminStores(portico, options.api ? { billing: options.api } : {}).billing;
}
