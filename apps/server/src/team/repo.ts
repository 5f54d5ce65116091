import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/connect';
import { mfaEnrolledSql } from '../mfa-store';

/** User filter presets of the users list (product-spec §3). */
export type MemberPreset = 'mfa-unenrolled' | 'breached-passwords' | 'inactive';

/** One page request over a tenant's members; every option is already validated. */
export interface MemberQuery {
  search?: string | undefined;
  email?: string | undefined;
  userId?: string | undefined;
  sortBy?: string | undefined;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  preset?: MemberPreset | undefined;
  maxInactiveSeconds: number;
}

/** A member row as both list shapes need it. */
export interface MemberRow {
  id: string;
  email: string;
  name: string | null;
  phone_number: string | null;
  profile_picture_url: string | null;
  verified: boolean;
  user_created_at: Date;
  last_login: Date | null;
  activated: boolean;
  disabled_at: Date | null;
  temporary_expires_at: Date | null;
  joined_at: Date;
  password_breached: boolean;
  has_password: boolean;
  /** The name the inviter typed (shown while the member is pending). */
  invited_name: string | null;
  mfa_enrolled: boolean;
  metadata: unknown;
}

// Pending invitees are shown by e-mail only: name, age and login state stay out of search, sort and presets too.
const SORTS: Record<string, ReturnType<typeof sql>> = {
  name: sql`case when ut.activated then u.name else ut.invited_name end`,
  email: sql`u.email`,
  id: sql`u.id`,
  createdAt: sql`case when ut.activated then u.created_at else ut.created_at end`,
  verified: sql`ut.activated and u.verified`,
  isLocked: sql`case when ut.activated then u.failed_login_attempts end`,
  provider: sql`u.email`,
  tenantId: sql`ut.tenant_id`,
};

const like = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

function presetSql(preset: MemberPreset, maxInactiveSeconds: number): Expression<SqlBool> {
  switch (preset) {
    case 'mfa-unenrolled':
      return sql<SqlBool>`ut.activated and not ${mfaEnrolledSql(sql.ref('u.id'))}`;
    case 'breached-passwords':
      return sql<SqlBool>`ut.activated and u.password_breached`;
    case 'inactive':
      return sql<SqlBool>`ut.activated and coalesce(u.last_login, u.created_at) < now() - make_interval(secs => ${maxInactiveSeconds})`;
  }
}

/** A page of the tenant's members and the total matching (tenant isolation: always filtered by `tenantId`). */
export async function pageMembers(db: Db, tenantId: string, q: MemberQuery): Promise<{ rows: MemberRow[]; total: number }> {
  let base = db.selectFrom('user_tenants as ut').innerJoin('users as u', 'u.id', 'ut.user_id').where('ut.tenant_id', '=', tenantId);
  if (q.search) {
    const pattern = like(q.search);
    base = base.where(sql<SqlBool>`(u.email ilike ${pattern} or (case when ut.activated then u.name else ut.invited_name end) ilike ${pattern})`);
  }
  if (q.email) base = base.where('u.email', '=', q.email.trim().toLowerCase());
  if (q.userId) base = base.where('u.id', '=', q.userId);
  if (q.preset) base = base.where(presetSql(q.preset, q.maxInactiveSeconds));
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base.select(['u.id', 'u.email', 'u.name', 'u.phone_number', 'u.profile_picture_url', 'u.verified', 'u.created_at as user_created_at', 'u.last_login',
      'ut.activated', 'ut.disabled_at', 'ut.temporary_expires_at', 'ut.created_at as joined_at', 'u.password_breached', 'ut.invited_name'])
      .select(sql<boolean>`u.password_hash is not null`.as('has_password'))
      .select(sql<boolean>`${mfaEnrolledSql(sql.ref('u.id'))}`.as('mfa_enrolled')).select('u.metadata')
      .orderBy(SORTS[q.sortBy ?? 'name'] ?? SORTS.name!, (ob) => (q.order === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy('u.id').offset(q.offset).limit(q.limit).execute(),
  ]);
  return { rows, total: Number(n) };
}

/** One member of the tenant, or undefined when the user is not in it (tenant isolation). */
export const memberOf = (db: Db, tenantId: string, userId: string) =>
  db.selectFrom('user_tenants as ut').innerJoin('users as u', 'u.id', 'ut.user_id').where('ut.tenant_id', '=', tenantId).where('ut.user_id', '=', userId)
    .select(['u.id', 'u.email', 'u.name', 'u.password_hash', 'u.verified', 'ut.activated', 'ut.disabled_at', 'ut.temporary_expires_at']).executeTakeFirst();

/** Counts of the tenant's members for the stats card. */
export async function memberStats(db: Db, tenantId: string) {
  const row = await db.selectFrom('user_tenants').where('tenant_id', '=', tenantId).select([
    (eb) => eb.fn.countAll<string>().as('total'),
    sql<string>`count(*) filter (where created_at > now() - interval '7 days')`.as('week'),
    sql<string>`count(*) filter (where not activated)`.as('pending'),
    sql<string>`count(*) filter (where disabled_at is not null)`.as('disabled'),
    sql<string>`count(*) filter (where temporary_expires_at is not null)`.as('temporary'),
  ]).executeTakeFirstOrThrow();
  // superAdmins: the published client's count of super users; Portico has none.
  return { totalItems: Number(row.total), addedThisWeek: Number(row.week), pendingInvitations: Number(row.pending), disabled: Number(row.disabled), temporary: Number(row.temporary), superAdmins: 0 };
}

/** Members of each tenant by their sub-account access flag (null: never set). */
export async function membersByAccessFlag(db: Db, tenantIds: string[]) {
  if (!tenantIds.length) return [];
  const rows = await db.selectFrom('user_tenants').select(['tenant_id', 'allow_sub_account_access', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tenant_id', 'in', tenantIds).groupBy(['tenant_id', 'allow_sub_account_access']).execute();
  return rows.map((r) => ({ tenantId: r.tenant_id, flag: r.allow_sub_account_access, n: Number(r.n) }));
}

