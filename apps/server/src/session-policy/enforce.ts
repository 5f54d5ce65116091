import { sql, type RawBuilder, type SqlBool } from 'kysely';

/*
 * SQL fragments the sign-in sessions (tokens/sessions.ts) put into their own statements, so that refresh and login
 * enforce the tenant's session policy without an extra round trip. The table stays this domain's business.
 */

/**
 * True when a session has outlived its tenant's policy: idle longer than the idle timeout since its last refresh
 * (`lastActivity`, the live refresh token's creation) or older than the absolute timeout since sign-in (`authTime`).
 */
export function sessionPolicyExpiredSql(tenantId: RawBuilder<unknown>, authTime: RawBuilder<unknown>, lastActivity: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`coalesce((select
      (sp.idle_active and ${lastActivity} + make_interval(secs => sp.idle_timeout) <= now())
      or (sp.timeout_active and ${authTime} + make_interval(secs => sp.session_timeout) <= now())
    from session_policies sp where sp.tenant_id = ${tenantId}), false)`;
}

/** The tenant's maximum of concurrent sessions per user, or null when that limit is off. */
export function maxSessionsSql(tenantId: RawBuilder<unknown>): RawBuilder<number | null> {
  return sql<number | null>`(select sp.max_sessions from session_policies sp where sp.tenant_id = ${tenantId} and sp.concurrent_active)`;
}
