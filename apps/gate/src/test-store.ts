import type { AuthState } from '@portico/core-state';
import type { AuthSource } from './follow';

/** A minimal observable auth state for tests (the real one is a zustand store). */
export function testAuth(patch: Partial<AuthState> = {}): AuthSource & { set(patch: Partial<AuthState>): void } {
  let state: AuthState = {
    status: 'loading', isLoading: true, isAuthenticated: false, user: null, routes: {} as AuthState['routes'], tenants: [],
    switchTenant: async () => {}, loadTenants: async () => {}, ...patch,
  };
  const listeners = new Set<(s: AuthState) => void>();
  return {
    getState: () => state,
    subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)),
    set(p) {
      state = { ...state, ...p };
      listeners.forEach((l) => l(state));
    },
  };
}
