import type { StoreApi } from 'zustand/vanilla';
import type { PorticoApi } from '../api/types';
import { errorMessage } from '../shared/errors';
import { createFlowStore } from '../shared/store';
import type { PorticoRoutes } from './routes';
import type { AuthState } from './types';
import type { PorticoUser } from './user';
import { rememberActiveTenant } from './active-tenant';

/** Transitions of the auth store that the session and the flows drive (not part of the UI-facing state). */
export interface AuthController {
  setLoading(): void;
  setAuthenticated(user: PorticoUser): void;
  setUnauthenticated(error?: string): void;
  /** Updates fields of the signed-in user (no-op when signed out). */
  patchUser(patch: Partial<PorticoUser>): void;
}

/** Creates `portico.auth` and the controller that moves it between loading, unauthenticated and authenticated. */
export function createAuthStore(deps: {
  api: PorticoApi;
  routes: PorticoRoutes;
  /** Refreshes the token and reloads the user (after a tenant switch). */
  reload: () => Promise<void>;
  /** Session per tenant: the switched-to tenant is kept in this tab's sessionStorage. */
  sessionPerTenant?: boolean;
}): { store: StoreApi<AuthState>; controller: AuthController } {
  const store = createFlowStore<AuthState>((set) => ({
    status: 'loading',
    isLoading: true,
    isAuthenticated: false,
    user: null,
    routes: deps.routes,
    tenants: [],
    async switchTenant(tenantId) {
      try {
        await deps.api.switchTenant({ tenantId });
        if (deps.sessionPerTenant) rememberActiveTenant(tenantId);
        await deps.reload();
      } catch (error) {
        set((s) => void (s.error = errorMessage(error)));
      }
    },
    async loadTenants() {
      try {
        const tenants = await deps.api.getTenants();
        set((s) => void (s.tenants = tenants));
      } catch (error) {
        set((s) => void (s.error = errorMessage(error)));
      }
    },
  }));
  const controller: AuthController = {
    setLoading: () => store.setState({ status: 'loading', isLoading: true, isAuthenticated: false }),
    setAuthenticated: (user) =>
      store.setState({ status: 'authenticated', isLoading: false, isAuthenticated: true, user, error: undefined }),
    setUnauthenticated: (error) =>
      store.setState({ status: 'unauthenticated', isLoading: false, isAuthenticated: false, user: null, tenants: [], error }),
    patchUser: (patch) => {
      const user = store.getState().user;
      if (user) store.setState({ user: { ...user, ...patch } });
    },
  };
  return { store, controller };
}
