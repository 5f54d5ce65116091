import type { PorticoApi } from '../api/types';
import type { PorticoRoutes } from '../auth/routes';
import type { AuthController } from '../auth/store';
import type { TokenVault } from '../tokens/vault';
import type { Logger } from './env';

/** Events a host can listen to through `onEvent`. */
export type PorticoEvent =
  | { type: 'signup-completed'; email: string; userId?: string; tenantId?: string }
  | { type: 'login-completed'; userId: string }
  | { type: 'user-verified'; email: string; userId?: string; tenantId?: string }
  | { type: 'logout' };

/** What every flow store is built from; one per `createPortico` call. */
export interface FlowContext {
  api: PorticoApi;
  vault: TokenVault;
  auth: AuthController;
  routes: PorticoRoutes;
  navigate(url: string): void;
  /** The page address now (undefined outside a browser). */
  pageUrl(): string | undefined;
  redirect: { enforceSameSite: boolean; allowedOrigins: readonly string[] };
  entitlementsEnabled: boolean;
  /** Keep the tab's active tenant in sessionStorage (session-per-tenant). */
  sessionPerTenant?: boolean;
  emit(event: PorticoEvent): void;
  logger: Logger;
}
