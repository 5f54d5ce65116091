import type { Selectable } from 'kysely';
import type { SessionPolicyTable } from './tables';

/** Session policy as the catalogue's `SessionConfiguration` reads it (timeouts in seconds). */
export interface SessionPolicy {
  sessionConcurrentConfiguration: { isActive: boolean; maxSessions: number };
  sessionIdleTimeoutConfiguration: { isActive: boolean; timeout: number };
  sessionTimeoutConfiguration: { isActive: boolean; timeout: number };
}

/** A change as `updateSessionConfiguration` sends it: any part, any field of a part. */
export interface SessionPolicyChange {
  sessionConcurrentConfiguration?: { isActive: boolean; maxSessions?: number | undefined } | undefined;
  sessionIdleTimeoutConfiguration?: { isActive: boolean; timeout?: number | undefined } | undefined;
  sessionTimeoutConfiguration?: { isActive: boolean; timeout?: number | undefined } | undefined;
}

/** Figures a tenant starts with, every limit off (spec §9 demo figures: max 10, idle 3600 s, timeout 7776000 s). */
export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  sessionConcurrentConfiguration: { isActive: false, maxSessions: 10 },
  sessionIdleTimeoutConfiguration: { isActive: false, timeout: 3600 },
  sessionTimeoutConfiguration: { isActive: false, timeout: 7_776_000 },
};

type Row = Selectable<SessionPolicyTable>;

/** Reads a stored row (or the defaults) as the API shape. */
export function policyFromRow(row: Row | undefined): SessionPolicy {
  if (!row) return structuredClone(DEFAULT_SESSION_POLICY);
  return {
    sessionConcurrentConfiguration: { isActive: row.concurrent_active, maxSessions: row.max_sessions },
    sessionIdleTimeoutConfiguration: { isActive: row.idle_active, timeout: row.idle_timeout },
    sessionTimeoutConfiguration: { isActive: row.timeout_active, timeout: row.session_timeout },
  };
}

/** Merges a change over the current policy; a part sent without its figure keeps the figure it had. */
export function mergePolicy(current: SessionPolicy, change: SessionPolicyChange): SessionPolicy {
  const c = change;
  return {
    sessionConcurrentConfiguration: {
      isActive: c.sessionConcurrentConfiguration?.isActive ?? current.sessionConcurrentConfiguration.isActive,
      maxSessions: c.sessionConcurrentConfiguration?.maxSessions ?? current.sessionConcurrentConfiguration.maxSessions,
    },
    sessionIdleTimeoutConfiguration: {
      isActive: c.sessionIdleTimeoutConfiguration?.isActive ?? current.sessionIdleTimeoutConfiguration.isActive,
      timeout: c.sessionIdleTimeoutConfiguration?.timeout ?? current.sessionIdleTimeoutConfiguration.timeout,
    },
    sessionTimeoutConfiguration: {
      isActive: c.sessionTimeoutConfiguration?.isActive ?? current.sessionTimeoutConfiguration.isActive,
      timeout: c.sessionTimeoutConfiguration?.timeout ?? current.sessionTimeoutConfiguration.timeout,
    },
  };
}
