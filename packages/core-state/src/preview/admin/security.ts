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
// A policy answers as a record of the account, like the server's (id, createdAt, updatedAt; the client may send them back).
const RECORD = { id: 'preview-tenant-acme', createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z' };
const record = <T extends object>(o: T) => ({ ...structuredClone(o), ...RECORD });
const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

// The settings of a save, without the record fields a client may send back.
const policy = <T extends object>(b: T) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = defined(b) as Record<string, unknown>;
  return rest as Partial<T>;
};

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
    getMfaPolicy: () => answer(() => record(p.mfa)),
    saveMfaPolicy: (b) => answer(() => (figure(b.mfaDeviceExpiration, 'mfaDeviceExpiration'), record(Object.assign(p.mfa, policy(b))))),
    getLockoutPolicy: () => answer(() => record(p.lockout)),
    saveLockoutPolicy: (b) => answer(() => (figure(b.maxAttempts, 'maxAttempts'), record(Object.assign(p.lockout, policy(b))))),
    getPasswordHistoryPolicy: () => answer(() => record(p.passwordHistory)),
    savePasswordHistoryPolicy: (b) => answer(() => record(Object.assign(p.passwordHistory, policy(b)))),
  };
}
