export { DEFAULT_ROUTES, resolveRoutes } from './routes';
export type { PorticoRoutes } from './routes';
export { createAuthStore } from './store';
export type { AuthController } from './store';
export type { AuthState, AuthStatus } from './types';
export { claimsOf, mergeUser } from './user';
export type { PorticoUser, TokenClaims } from './user';
export { fetchProfileWithRetry, loadUser } from './load-user';
export { AUTHORIZATION_FLAG, ENTITLEMENTS_FLAG } from './flags';
