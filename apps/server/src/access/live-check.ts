import { sql, type RawBuilder } from 'kysely';
import { tokenLiveSql } from '../api-tokens';
import type { Db } from '../db/connect';
import { PREPARE } from '../db/prepared';
import { ipRulesFromJson, ipRulesSql, type IpRules } from '../restrictions';
import { usableMembershipSql } from '../membership';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What one authenticated request needs from the database besides its verified token. */
export interface LiveCheck {
  /** The session (or API token) the token names is still live. */
  live: boolean;
  /** IP rules of the token's tenant, then of the scoped tenant (the same tenant when none is scoped). */
  rules: [IpRules, IpRules];
  /** The route's own read ({@link liveCheck}'s `read`), evaluated only when live; undefined without one. */
  read?: unknown;
}

/**
 * Liveness of the caller's session or API token, its owner's membership (`ownerId`, for tokens acting for a person)
 * and the IP rules of the tenant(s) it acts in, in ONE prepared
 * statement: every authenticated route pays one round trip here, as refresh does (it was two to four before).
 * Always read from the database, never cached, so a revocation or a new IP rule holds on every instance at once.
 * Undefined when an id is not a UUID (the caller then takes the slow path, which refuses it cleanly).
 */
export async function liveCheck(db: Db, kind: 'session' | 'apiToken', id: string, tenantId: string, scopedTenantId: string, ownerId?: string, read?: RawBuilder<unknown>): Promise<LiveCheck | undefined> {
  if (!UUID.test(id) || !UUID.test(tenantId) || !UUID.test(scopedTenantId) || (ownerId !== undefined && !UUID.test(ownerId))) return undefined;
  const tokenLive = kind === 'session'
    ? sql`exists (select 1 from sessions s where s.id = ${id}::uuid and s.revoked_at is null)`
    : tokenLiveSql(sql`${id}::uuid`);
  // Grants are checked at use (SECURITY.md rule 23): a disabled, removed or expired owner's tokens stop at once.
  const live = ownerId === undefined ? tokenLive : sql`(${tokenLive} and exists (select 1 from user_tenants ut
    where ut.user_id = ${ownerId}::uuid and ut.tenant_id = ${tenantId}::uuid and ${usableMembershipSql('ut')}))`;
  const rules = sql`${ipRulesSql(sql`${tenantId}::uuid`)} as ip_own, ${ipRulesSql(sql`${scopedTenantId}::uuid`)} as ip_scoped`;
  // A route's read rides in the same statement, computed only for a live caller (a CASE branch not taken is never run).
  const { rows } = read
    ? await sql<{ live: boolean; ip_own: unknown; ip_scoped: unknown; read: unknown }>`${sql.raw(PREPARE)}
    select l.live, ${rules}, case when l.live then ${read} end as read from (select ${live} as live) l`.execute(db)
    : await sql<{ live: boolean; ip_own: unknown; ip_scoped: unknown; read?: unknown }>`${sql.raw(PREPARE)}
    select ${live} as live, ${rules}`.execute(db);
  const row = rows[0]!;
  return { live: row.live, rules: [ipRulesFromJson(row.ip_own), ipRulesFromJson(row.ip_scoped)], ...(read ? { read: row.read } : {}) };
}
