import type { Tenant } from '../api/types';
import type { PorticoRoutes } from './routes';
import type { PorticoUser } from './user';

/** Where the auth state stands (product-spec §4). */
export type AuthStatus = 'loading' | 'unauthenticated' | 'authenticated';

/** State of `portico.auth`. */
export interface AuthState {
  status: AuthStatus;
  /** `status === 'loading'`. */
  isLoading: boolean;
  /** `status === 'authenticated'`. */
  isAuthenticated: boolean;
  user: PorticoUser | null;
  routes: PorticoRoutes;
  tenants: Tenant[];
  error?: string;
  /** Switches the active tenant, then refreshes the token and reloads the user. */
  switchTenant(tenantId: string): Promise<void>;
  /** Loads the tenants the user belongs to. */
  loadTenants(): Promise<void>;
}
