import type { Db } from '../db/connect';
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
