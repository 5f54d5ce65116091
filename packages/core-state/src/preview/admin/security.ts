import type { LockoutPolicy, MfaPolicy, PasswordHistoryPolicy } from '@portico/rest-api/configurations';
import type { SessionConfiguration } from '@portico/rest-api/users';
import type { SecurityPoliciesApi } from '../../security-policies/api';
import type { PreviewDb } from './db';
import { refuse } from './users';

type Answer = <T>(value: () => T) => Promise<T>;

/** Demo security policies (spec §9: sessions max 10, idle 3600 s, timeout 7776000 s). */
export interface PreviewSecurityPolicies {
  sessions: Required<{ [K in keyof SessionConfiguration]-?: NonNullable<SessionConfiguration[K]> }>;
  mfa: MfaPolicy;
  lockout: LockoutPolicy;
  passwordHistory: PasswordHistoryPolicy;
}

/** A fresh copy of the demo policies. */
export const previewSecurityPolicies = (): PreviewSecurityPolicies => ({
  sessions: {
    sessionConcurrentConfiguration: { isActive: true, maxSessions: 10 },
    sessionIdleTimeoutConfiguration: { isActive: true, timeout: 3600 },
    sessionTimeoutConfiguration: { isActive: true, timeout: 7_776_000 },
  },
  mfa: { enforceMFAType: 'DontForce', allowRememberMyDevice: true, mfaDeviceExpiration: 1_209_600 },
  lockout: { enabled: true, maxAttempts: 5 },
  passwordHistory: { enabled: true, historySize: 3 },
});

// The server's body validation, word for word where a schema refuses (a figure must be a whole number above 0).
const figure = (n: unknown, name: string) => {
  if (n !== undefined && !(Number.isInteger(n) && (n as number) > 0)) throw refuse(400, `${name}: Too small: expected number to be >0`);
};
const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The security-policies port over the preview database; saves merge like the server's and answer the result. */
export function previewSecurityPoliciesApi(db: PreviewDb, answer: Answer): SecurityPoliciesApi {
  const p = db.security;
  return {
    getSessionConfiguration: () => answer(() => structuredClone(p.sessions)),
    updateSessionConfiguration: (b) =>
      answer(() => {
        figure(b.sessionConcurrentConfiguration?.maxSessions, 'sessionConcurrentConfiguration.maxSessions');
        figure(b.sessionIdleTimeoutConfiguration?.timeout, 'sessionIdleTimeoutConfiguration.timeout');
        figure(b.sessionTimeoutConfiguration?.timeout, 'sessionTimeoutConfiguration.timeout');
        for (const key of ['sessionConcurrentConfiguration', 'sessionIdleTimeoutConfiguration', 'sessionTimeoutConfiguration'] as const) {
          if (b[key]) Object.assign(p.sessions[key], defined(b[key]));
        }
        return structuredClone(p.sessions);
      }),
    getMfaPolicy: () => answer(() => structuredClone(p.mfa)),
    saveMfaPolicy: (b) => answer(() => (figure(b.mfaDeviceExpiration, 'mfaDeviceExpiration'), structuredClone(Object.assign(p.mfa, defined(b))))),
    getLockoutPolicy: () => answer(() => structuredClone(p.lockout)),
    saveLockoutPolicy: (b) => answer(() => (figure(b.maxAttempts, 'maxAttempts'), structuredClone(Object.assign(p.lockout, defined(b))))),
    getPasswordHistoryPolicy: () => answer(() => structuredClone(p.passwordHistory)),
    savePasswordHistoryPolicy: (b) => answer(() => structuredClone(Object.assign(p.passwordHistory, defined(b)))),
  };
}
