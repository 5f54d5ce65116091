import type { SessionConfiguration } from '@portico/rest-api/users';
import type { StoreApi } from 'zustand/vanilla';
import { loadInto } from '../shared/load';
import { adminErrorMessage, idle, idleAction, inputError } from '../shared/status';
import { createFlowStore } from '../shared/store';
import type { SecurityPoliciesApi } from './api';
import type { GeneralPolicy, SecurityPoliciesState } from './types';

/** Local refusals of the security-policies store. */
export const SECURITY_POLICIES_MESSAGES = {
  wholePositive: 'Enter a whole number greater than 0',
} as const;

const positive = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n > 0);

function check(c: SessionConfiguration): void {
  const figures = [c.sessionConcurrentConfiguration?.maxSessions, c.sessionIdleTimeoutConfiguration?.timeout, c.sessionTimeoutConfiguration?.timeout];
  if (!figures.every(positive)) throw inputError(SECURITY_POLICIES_MESSAGES.wholePositive);
}

/** Creates the security-policies store: session management and general settings (MFA, lockout, password history). */
export function createSecurityPoliciesStore(deps: { api: SecurityPoliciesApi }): StoreApi<SecurityPoliciesState> {
  const { api } = deps;
  return createFlowStore<SecurityPoliciesState>((set) => {
    // Saves one general policy: the answer is the effective policy, kept as the loaded one.
    const saveGeneral = <K extends GeneralPolicy>(key: K, call: () => Promise<SecurityPoliciesState[K]['data']>) => async () => {
      set((s) => void (s.saves[key] = { status: 'loading' }));
      try {
        const data = await call();
        set((s) => ((s[key] = { status: 'ready', data } as SecurityPoliciesState[K]), (s.saves[key] = { status: 'success' }), (s.savedCount += 1)));
        return true;
      } catch (error) {
        set((s) => void (s.saves[key] = { status: 'error', error: adminErrorMessage(error) }));
        return false;
      }
    };
    return {
      sessions: idle(null),
      sessionsSave: idleAction(),
      mfa: idle(null),
      lockout: idle(null),
      passwordHistory: idle(null),
      saves: { mfa: idleAction(), lockout: idleAction(), passwordHistory: idleAction() },
      savedCount: 0,
      loadSessions: async () => void (await loadInto(set, 'sessions', () => api.getSessionConfiguration())),
      async saveSessions(config) {
        set((s) => void (s.sessionsSave = { status: 'loading' }));
        try {
          check(config);
          const data = await api.updateSessionConfiguration(config);
          set((s) => ((s.sessions = { status: 'ready', data }), (s.sessionsSave = { status: 'success' }), (s.savedCount += 1)));
          return true;
        } catch (error) {
          set((s) => void (s.sessionsSave = { status: 'error', error: adminErrorMessage(error) }));
          return false;
        }
      },
      async loadGeneral() {
        await Promise.all([
          loadInto(set, 'mfa', () => api.getMfaPolicy()),
          loadInto(set, 'lockout', () => api.getLockoutPolicy()),
          loadInto(set, 'passwordHistory', () => api.getPasswordHistoryPolicy()),
        ]);
      },
      saveMfa: (change) => saveGeneral('mfa', () => api.saveMfaPolicy(change))(),
      saveLockout: (change) => saveGeneral('lockout', () => api.saveLockoutPolicy(change))(),
      savePasswordHistory: (change) => saveGeneral('passwordHistory', () => api.savePasswordHistoryPolicy(change))(),
    };
  });
}
