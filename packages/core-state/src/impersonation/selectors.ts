import type { AuthState } from '../auth/types';
import type { Impersonator } from './types';

const isImpersonator = (v: unknown): v is Impersonator =>
  typeof v === 'object' && v !== null && typeof (v as Impersonator).sub === 'string' && typeof (v as Impersonator).email === 'string';

/**
 * The admin impersonating the signed-in user (the token's `act` claim), or null; the same object until the token's
 * user changes, so it is a stable selector.
 */
export function selectImpersonator(state: Pick<AuthState, 'user'>): Impersonator | null {
  const act = state.user?.claims.act;
  return isImpersonator(act) ? act : null;
}

/** Whether the signed-in user is being impersonated. */
export const selectIsImpersonated = (state: Pick<AuthState, 'user'>): boolean => selectImpersonator(state) !== null;
