import type { AuthState } from '@portico/core-state';
import { gateDestination, type GateTargets } from './destination';

/** The part of `StoreApi<AuthState>` the gate reads. */
export interface AuthSource {
  getState(): AuthState;
  subscribe(listener: (state: AuthState) => void): () => void;
}

/** The two texts of the gate (product-spec §1), exactly. */
export const GATE_TEXT = {
  toLogin: 'Redirecting to login...',
  checking: 'Checking user role and redirecting...',
} as const;

/** What the gate shows for an auth state: the role check once authenticated, the login redirect otherwise. */
export const gateText = (state: Pick<AuthState, 'status'>): string => (state.status === 'authenticated' ? GATE_TEXT.checking : GATE_TEXT.toLogin);

/**
 * Sends the user on once authenticated: admins to the admin page, everyone else to the site root. The hosted session
 * itself sends unauthenticated visitors to the login page. Returns the unsubscribe function.
 */
export function followAuth(auth: AuthSource, targets: GateTargets, go: (url: string) => void): () => void {
  let sent = false;
  const check = (state: AuthState) => {
    if (sent || state.status !== 'authenticated') return;
    sent = true;
    go(gateDestination(state.user?.roles, targets));
  };
  const unsubscribe = auth.subscribe(check);
  check(auth.getState());
  return unsubscribe;
}
