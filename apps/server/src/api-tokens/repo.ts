import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import type { ApiTokenTable } from './tables';

export type TokenKind = ApiTokenTable['kind'];

/** A stored token row (no secret, only its hash). */
export interface TokenRow {
  id: string;
  tenant_id: string;
  user_id: string | null;
  created_by: string | null;
  kind: TokenKind;
  client_id: string | null;
  secret_hash: string;
  description: string | null;
  role_ids: string[];
  expires_at: Date | null;
  created_at: Date;
}

/** Whose tokens: a user's personal ones in a tenant, or the tenant's own (`userId` null). */
export interface TokenScope {
  tenantId: string;
  userId: string | null;
}

const cols = ['id', 'tenant_id', 'user_id', 'created_by', 'kind', 'client_id', 'secret_hash', 'description', 'role_ids', 'expires_at', 'created_at'] as const;
const roleList = (v: unknown): string[] => (typeof v === 'string' ? (JSON.parse(v) as string[]) : ((v as string[] | null) ?? []));
const fix = <T extends { role_ids: unknown }>(r: T): T & { role_ids: string[] } => ({ ...r, role_ids: roleList(r.role_ids) });

export async function insertToken(db: Db, row: Omit<TokenRow, 'created_at'>): Promise<TokenRow> {
  const saved = await db.insertInto('api_tokens').values({ ...row, role_ids: JSON.stringify(row.role_ids) }).returning(cols).executeTakeFirstOrThrow();
  return fix(saved);
}

/** Tokens of one kind in a scope, newest first; tenant isolation and ownership in the query. */
export async function listTokens(db: Db, scope: TokenScope, kind: TokenKind): Promise<TokenRow[]> {
  let q = db.selectFrom('api_tokens').select(cols).where('tenant_id', '=', scope.tenantId).where('kind', '=', kind);
  q = scope.userId ? q.where('user_id', '=', scope.userId) : q.where('user_id', 'is', null);
  return (await q.orderBy('created_at', 'desc').orderBy('id').execute()).map(fix);
}

/**
 * Deletes one token of the scope, named by its id or (client credentials) its clientId; undefined when it is not the
 * scope's (another tenant's or user's token is not found).
 */
export async function deleteToken(db: Db, scope: TokenScope, kind: TokenKind, id: string): Promise<TokenRow | undefined> {
  let q = db.deleteFrom('api_tokens').where((eb) => eb.or([eb('id', '=', id), eb('client_id', '=', id)])).where('tenant_id', '=', scope.tenantId).where('kind', '=', kind);
  q = scope.userId ? q.where('user_id', '=', scope.userId) : q.where('user_id', 'is', null);
  const row = await q.returning(cols).executeTakeFirst();
  return row && fix(row);
}

export async function findByClientId(db: Db, clientId: string): Promise<TokenRow | undefined> {
  const row = await db.selectFrom('api_tokens').select(cols).where('client_id', '=', clientId).where('kind', '=', 'clientCredentials').executeTakeFirst();
  return row && fix(row);
}

export async function findAccessToken(db: Db, secretHash: string): Promise<TokenRow | undefined> {
  const row = await db.selectFrom('api_tokens').select(cols).where('secret_hash', '=', secretHash).where('kind', '=', 'accessToken').executeTakeFirst();
  return row && fix(row);
}

/** True while the token exists and has not expired (an exchanged JWT dies with its token). */
/** SQL condition: the API token `id` exists and has not expired (the auth middleware folds it into its one statement). */
export const tokenLiveSql = (id: RawBuilder<unknown>) => sql<boolean>`exists (select 1 from api_tokens t where t.id = ${id} and (t.expires_at is null or t.expires_at > now()))`;

export async function tokenIsLive(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('api_tokens').select('id').where('id', '=', id)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)])).executeTakeFirst();
  return !!row;
}

/** Role keys and permission keys of roles visible in the tenant (the vendor's and the tenant's own), by id. */
export async function rolesGrants(db: Db, vendorId: string, tenantId: string, roleIds: string[]): Promise<{ ids: string[]; roles: string[]; permissions: string[] }> {
  if (!roleIds.length) return { ids: [], roles: [], permissions: [] };
  const roles = await db.selectFrom('roles').select(['id', 'key']).where('id', 'in', roleIds).where('vendor_id', '=', vendorId)
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)])).orderBy('level').orderBy('key').execute();
  const perms = roles.length
    ? await db.selectFrom('role_permissions as rp').innerJoin('permissions as p', 'p.id', 'rp.permission_id').select('p.key').distinct()
      .where('rp.role_id', 'in', roles.map((r) => r.id)).orderBy('p.key').execute()
    : [];
  return { ids: roles.map((r) => r.id), roles: roles.map((r) => r.key), permissions: perms.map((p) => p.key) };
}

/** How many tenant-wide API tokens the tenant has (personal tokens are not counted). */
export async function countTenantTokens(db: Db, tenantId: string): Promise<number> {
  const row = await db.selectFrom('api_tokens').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId).where('user_id', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}
