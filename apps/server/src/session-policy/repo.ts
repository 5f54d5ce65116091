import type { Db } from '../db/connect';
import type { SessionPolicyFacts } from '../security-center';
import { policyFromRow, type SessionPolicy } from './policy';

/** The tenant's session policy (defaults, all off, when never saved). */
export async function readSessionPolicy(db: Db, tenantId: string): Promise<SessionPolicy> {
  return policyFromRow(await db.selectFrom('session_policies').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst());
}

/** Stores the tenant's whole session policy. */
export async function writeSessionPolicy(db: Db, tenantId: string, p: SessionPolicy): Promise<void> {
  const values = {
    concurrent_active: p.sessionConcurrentConfiguration.isActive, max_sessions: p.sessionConcurrentConfiguration.maxSessions,
    idle_active: p.sessionIdleTimeoutConfiguration.isActive, idle_timeout: p.sessionIdleTimeoutConfiguration.timeout,
    timeout_active: p.sessionTimeoutConfiguration.isActive, session_timeout: p.sessionTimeoutConfiguration.timeout,
  };
  await db.insertInto('session_policies').values({ tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ ...values, updated_at: new Date() })).execute();
}

/** What the security centre scores (app.ts wires it): each active part's figure, null when no part is active. */
export async function sessionPolicyFacts(db: Db, tenantId: string): Promise<SessionPolicyFacts | null> {
  const p = await readSessionPolicy(db, tenantId);
  const facts = {
    maxSessions: p.sessionConcurrentConfiguration.isActive ? p.sessionConcurrentConfiguration.maxSessions : null,
    idleTimeout: p.sessionIdleTimeoutConfiguration.isActive ? p.sessionIdleTimeoutConfiguration.timeout : null,
    timeout: p.sessionTimeoutConfiguration.isActive ? p.sessionTimeoutConfiguration.timeout : null,
  };
  return Object.values(facts).some((v) => v !== null) ? facts : null;
}
