import { sql } from 'kysely';
import type { Deps } from '../deps';
import { mfaEnrolledSql } from '../mfa-store';
import { tenantPolicies } from '../vendor';
import { INACTIVE_SECONDS } from './score';
import { readSource, type SecuritySources } from './sources';
import type { SecurityFacts } from './types';

/** Counts over the tenant's activated, enabled members and live sessions (tenant isolation: always by tenant id). */
async function counts(deps: Deps, tenantId: string) {
  const users = await deps.db.selectFrom('user_tenants as ut').innerJoin('users as u', 'u.id', 'ut.user_id')
    .where('ut.tenant_id', '=', tenantId).where('ut.activated', '=', true).where('ut.disabled_at', 'is', null)
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where ${mfaEnrolledSql(sql.ref('u.id'))})`.as('mfa'),
      sql<string>`count(*) filter (where u.password_breached)`.as('breached'),
      sql<string>`count(*) filter (where coalesce(u.last_login, u.created_at) < now() - make_interval(secs => ${INACTIVE_SECONDS}))`.as('inactive'),
    ]).executeTakeFirstOrThrow();
  // Live as the Privacy page counts them: not revoked, holding an unrotated, unexpired refresh token.
  const sessions = await deps.db.selectFrom('sessions as s').where('s.tenant_id', '=', tenantId).where('s.revoked_at', 'is', null)
    .where(sql<boolean>`exists (select 1 from refresh_tokens r where r.session_id = s.id and r.rotated_at is null and r.expires_at > now())`)
    .select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return { users: { total: Number(users.total), mfaEnrolled: Number(users.mfa), breached: Number(users.breached), inactive: Number(users.inactive) }, activeSessions: Number(sessions.n) };
}

/** Everything the tenant's score is computed from: its members, sessions and effective policies, and the other domains' parts. */
export async function securityFacts(deps: Deps, sources: SecuritySources, tenantId: string): Promise<SecurityFacts> {
  const [c, policies, sessionPolicy, ip, domain, sso] = await Promise.all([
    counts(deps, tenantId), tenantPolicies(deps, tenantId),
    readSource(sources, 'sessionPolicy', deps.db, tenantId), readSource(sources, 'ipRestrictions', deps.db, tenantId),
    readSource(sources, 'domainRestrictions', deps.db, tenantId), readSource(sources, 'sso', deps.db, tenantId),
  ]);
  return {
    ...c,
    mfa: { enforceMFAType: policies.mfaPolicy.enforceMFAType },
    lockout: { enabled: policies.lockoutPolicy.enabled, maxAttempts: policies.lockoutPolicy.maxAttempts },
    passwordHistory: { enabled: policies.passwordHistoryPolicy.enabled, historySize: policies.passwordHistoryPolicy.historySize },
    sessionPolicy, ip, domain, sso: { configured: sso === true },
  };
}
