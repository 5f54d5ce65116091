import type { SessionConfiguration } from '@portico/rest-api/users';
import { memoSelector } from '../shared/memo';
import type { SecurityPoliciesState } from './types';

/** The session-management form's values (timeouts in seconds), every part present. */
export interface SessionPolicyForm {
  concurrentActive: boolean;
  maxSessions: number;
  idleActive: boolean;
  idleTimeout: number;
  timeoutActive: boolean;
  sessionTimeout: number;
}

/**
 * Bounds of the idle and session timeouts a person may set, in seconds: one minute (the smallest unit the portal
 * shows) to 365 days. The spec gives none and the server takes any positive whole number that fits its integer column.
 */
export const SESSION_DURATION_LIMITS = { min: 60, max: 365 * 86_400 } as const;

/** Figures shown before anything is loaded (spec §9 demo figures). */
const FALLBACK = { maxSessions: 10, idle: 3600, timeout: 7_776_000 } as const;

/** The loaded session policy as form values. */
export const toSessionPolicyForm = (c: SessionConfiguration | null): SessionPolicyForm => ({
  concurrentActive: c?.sessionConcurrentConfiguration?.isActive ?? false,
  maxSessions: c?.sessionConcurrentConfiguration?.maxSessions ?? FALLBACK.maxSessions,
  idleActive: c?.sessionIdleTimeoutConfiguration?.isActive ?? false,
  idleTimeout: c?.sessionIdleTimeoutConfiguration?.timeout ?? FALLBACK.idle,
  timeoutActive: c?.sessionTimeoutConfiguration?.isActive ?? false,
  sessionTimeout: c?.sessionTimeoutConfiguration?.timeout ?? FALLBACK.timeout,
});

/** Form values back to the call's body. */
export const fromSessionPolicyForm = (f: SessionPolicyForm): SessionConfiguration => ({
  sessionConcurrentConfiguration: { isActive: f.concurrentActive, maxSessions: f.maxSessions },
  sessionIdleTimeoutConfiguration: { isActive: f.idleActive, timeout: f.idleTimeout },
  sessionTimeoutConfiguration: { isActive: f.timeoutActive, timeout: f.sessionTimeout },
});

/** Memoised form values of the loaded session policy. */
export const selectSessionPolicyForm = memoSelector((s: SecurityPoliciesState) => [s.sessions.data] as const, toSessionPolicyForm);

/** Whether every general-settings policy is loaded. */
export const selectGeneralReady = (s: SecurityPoliciesState): boolean =>
  s.mfa.status === 'ready' && s.lockout.status === 'ready' && s.passwordHistory.status === 'ready';
