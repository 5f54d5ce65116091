/** sessionStorage key of the tab's active tenant when session-per-tenant is on (product-spec §4). */
export const ACTIVE_TENANT_KEY = 'portico:active-tenant';

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage disabled by the browser: the tab simply does not remember.
    return null;
  }
};

/** Remembers the tab's active tenant (session-per-tenant). */
export function rememberActiveTenant(tenantId: string): void {
  try {
    storage()?.setItem(ACTIVE_TENANT_KEY, tenantId);
  } catch { /* quota or privacy mode: nothing to remember */ }
}

/** The tab's remembered tenant, or null. */
export const rememberedActiveTenant = (): string | null => {
  try {
    return storage()?.getItem(ACTIVE_TENANT_KEY) ?? null;
  } catch {
    return null;
  }
};

/** Forgets the tab's tenant (logout, or a tenant the user no longer belongs to). */
export function forgetActiveTenant(): void {
  try {
    storage()?.removeItem(ACTIVE_TENANT_KEY);
  } catch { /* nothing stored */ }
}
