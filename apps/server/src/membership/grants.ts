import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { PREPARE } from '../db/prepared';
import type { SessionRow, UserRow } from '../db/schema';
import { ACR_MFA, ACR_PASSWORD, type AccessClaims } from '../tokens';
import { usableMembershipSql } from './rule';

/** What a token needs from the database besides the session: the user's tenants and grants in the session's tenant. */
export interface Grants {
  tenantIds: string[];
  roles: string[];
  permissions: string[];
}

/**
 * Select-list columns `tenant_ids` and `role_grants` (`[role keys, permission keys]`) for a user in a tenant, as
 * sub-selects so a caller can fold them into a larger statement (refresh and login read them in their one statement).
 * The keys come from the membership's `member_grants` row (one primary-key read): the database rewrites that row at the
 * commit of every change it depends on (migration 20261128063000_identity_member_grants), so a read outside that
 * transaction sees it current. Every caller reads through `deps.db`, never inside a transaction that changes roles
 * (there the row is rewritten only at commit). A missing row reads as no grants.
 */
export function grantColumns(userId: RawBuilder<unknown>, tenantId: RawBuilder<unknown>) {
  return sql`
    coalesce((select json_agg(ut.tenant_id order by ut.is_default desc, ut.created_at) from user_tenants ut where ut.user_id = ${userId} and ${usableMembershipSql('ut')}), '[]') as tenant_ids,
    (select jsonb_build_array(mg.roles, mg.permissions) from member_grants mg where mg.user_id = ${userId} and mg.tenant_id = ${tenantId}) as role_grants`;
}

/** Reads the columns {@link grantColumns} produced (PGlite and pg both return json as parsed values). */
export function grantsFromRow(row: { tenant_ids: unknown; role_grants: unknown }): Grants {
  const parsed = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);
  const [roles, permissions] = (parsed(row.role_grants) as [string[], string[]] | null) ?? [[], []];
  return { tenantIds: (parsed(row.tenant_ids) as string[] | null) ?? [], roles, permissions };
}

/** The user's tenants and grants in one tenant, in one statement. */
export async function grantsFor(db: Db, userId: string, tenantId: string): Promise<Grants> {
  const { rows } = await sql<{ tenant_ids: unknown; role_grants: unknown }>`${sql.raw(PREPARE)}
    select ${grantColumns(sql`${userId}::uuid`, sql`${tenantId}::uuid`)}`.execute(db);
  return grantsFromRow(rows[0]!);
}

/** Access-token claims from a session and already-loaded grants. */
export function claimsOf(user: Pick<UserRow, 'id' | 'email' | 'name'>, session: SessionRow, grants: Grants): AccessClaims {
  const amr = session.amr as string[];
  return {
    sub: user.id,
    email: user.email,
    name: user.name,
    tenantId: session.tenant_id,
    tenantIds: grants.tenantIds,
    roles: grants.roles,
    permissions: grants.permissions,
    amr,
    acr: amr.includes('mfa') ? ACR_MFA : ACR_PASSWORD,
    auth_time: Math.floor(session.auth_time.getTime() / 1000),
    sid: session.id,
    // Refresh reads the session row, so an impersonation session keeps naming its admin on every new token.
    ...(session.act ? { act: session.act } : {}),
  };
}

/** Token claims of a session: the user's grants in the session's tenant. */
export async function claimsFor(db: Db, user: Pick<UserRow, 'id' | 'email' | 'name'>, session: SessionRow): Promise<AccessClaims> {
  return claimsOf(user, session, await grantsFor(db, user.id, session.tenant_id));
}
