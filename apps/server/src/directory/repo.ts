import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { ScimConnectionTable, ScimUserTable } from './tables';
import type { Selectable } from 'kysely';

/** A stored connection (the token only as its hash). */
export type ConnectionRow = Selectable<ScimConnectionTable>;
/** SCIM attributes of a provisioned user. */
export type ScimUserRow = Selectable<ScimUserTable>;

/** A provisioned member as SCIM shows it: account, membership state and SCIM attributes. */
export interface ScimMemberRow {
  user_id: string;
  email: string;
  name: string | null;
  disabled_at: Date | null;
  user_name: string;
  external_id: string | null;
  given_name: string | null;
  family_name: string | null;
  created_at: Date;
  updated_at: Date;
}

export const insertConnection = (db: Db, row: Omit<ConnectionRow, 'created_at'>): Promise<ConnectionRow> =>
  db.insertInto('scim_connections').values(row).returningAll().executeTakeFirstOrThrow();

/** The tenant's connections, oldest first (tenant isolation in the query). */
export const listConnections = (db: Db, tenantId: string): Promise<ConnectionRow[]> =>
  db.selectFrom('scim_connections').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at').orderBy('id').execute();

export const findConnection = (db: Db, tenantId: string, id: string): Promise<ConnectionRow | undefined> =>
  db.selectFrom('scim_connections').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

/** The connection a bearer token belongs to (looked up by its hash, never the token itself). */
export const connectionByTokenHash = (db: Db, tokenHash: string): Promise<ConnectionRow | undefined> =>
  db.selectFrom('scim_connections').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export const updateConnection = (db: Db, tenantId: string, id: string, set: { connection_name?: string; sync_to_user_management?: boolean }) =>
  db.updateTable('scim_connections').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).returningAll().executeTakeFirst();

export const deleteConnection = (db: Db, tenantId: string, id: string): Promise<ConnectionRow | undefined> =>
  db.deleteFrom('scim_connections').where('tenant_id', '=', tenantId).where('id', '=', id).returningAll().executeTakeFirst();

/** Users the connection provisioned that are still members of its tenant. */
export async function countConnectionUsers(db: Db, tenantId: string, connectionId: string): Promise<number> {
  const row = await db.selectFrom('scim_users as s').innerJoin('user_tenants as ut', (j) => j.onRef('ut.user_id', '=', 's.user_id').onRef('ut.tenant_id', '=', 's.tenant_id'))
    .select(sql<string>`count(*)`.as('n')).where('s.tenant_id', '=', tenantId).where('s.connection_id', '=', connectionId).executeTakeFirstOrThrow();
  return Number(row.n);
}

const memberQuery = (db: Db, tenantId: string) =>
  db.selectFrom('scim_users as s').innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('user_tenants as ut', (j) => j.onRef('ut.user_id', '=', 's.user_id').onRef('ut.tenant_id', '=', 's.tenant_id'))
    .select(['s.user_id', 'u.email', 'u.name', 'ut.disabled_at', 's.user_name', 's.external_id', 's.given_name', 's.family_name', 's.created_at', 's.updated_at'])
    .where('s.tenant_id', '=', tenantId);

/** The tenant's provisioned members, oldest first. */
export const listScimMembers = (db: Db, tenantId: string): Promise<ScimMemberRow[]> =>
  memberQuery(db, tenantId).orderBy('s.created_at').orderBy('s.user_id').execute();

export const getScimMember = (db: Db, tenantId: string, userId: string): Promise<ScimMemberRow | undefined> =>
  memberQuery(db, tenantId).where('s.user_id', '=', userId).executeTakeFirst();

export const insertScimUser = (db: Db, row: Omit<ScimUserRow, 'created_at' | 'updated_at'>) => db.insertInto('scim_users').values(row).execute();

export const updateScimUser = (db: Db, tenantId: string, userId: string, set: Partial<Pick<ScimUserRow, 'user_name' | 'external_id' | 'given_name' | 'family_name'>>) =>
  db.updateTable('scim_users').set({ ...set, updated_at: new Date() }).where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();

export const deleteScimUser = (db: Db, tenantId: string, userId: string) =>
  db.deleteFrom('scim_users').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();

/** Whether the user has a membership in any tenant but this one (their shared account is then not this tenant's to rename). */
export async function hasOtherTenants(db: Db, userId: string, tenantId: string): Promise<boolean> {
  return !!(await db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', userId).where('tenant_id', '!=', tenantId).executeTakeFirst());
}

/** Changes the account's e-mail and display name. */
export const updateAccount = (db: Db, userId: string, set: { email?: string; name?: string | null }) =>
  db.updateTable('users').set(set).where('id', '=', userId).execute();

/** Provisioned group ids of the tenant with their externalId. */
export async function scimGroupLinks(db: Db, tenantId: string): Promise<Map<string, string | null>> {
  const rows = await db.selectFrom('scim_groups').select(['group_id', 'external_id']).where('tenant_id', '=', tenantId).execute();
  return new Map(rows.map((r) => [r.group_id, r.external_id]));
}

export const insertScimGroup = (db: Db, row: { group_id: string; tenant_id: string; connection_id: string; external_id: string | null }) =>
  db.insertInto('scim_groups').values(row).execute();

export const setScimGroupExternalId = (db: Db, tenantId: string, groupId: string, externalId: string | null) =>
  db.updateTable('scim_groups').set({ external_id: externalId }).where('tenant_id', '=', tenantId).where('group_id', '=', groupId).execute();

/** Which of the given users were provisioned into the tenant. */
export async function provisionedAmong(db: Db, tenantId: string, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  return (await db.selectFrom('scim_users').select('user_id').where('tenant_id', '=', tenantId).where('user_id', 'in', userIds).execute()).map((r) => r.user_id);
}
