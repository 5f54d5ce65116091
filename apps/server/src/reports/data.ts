import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { mfaEnrolledSql } from '../mfa-store';
import type { RangeFilters, UsersFilters } from './templates';

// Read-only queries behind the report templates; every one is scoped to one tenant.

/** A member as the users report lists them. */
export interface MemberLine {
  email: string;
  name: string | null;
  roles: string;
  status: 'active' | 'pending' | 'disabled';
  joinedAt: Date;
  lastLogin: Date | null;
}

export async function members(db: Db, tenantId: string, f: UsersFilters): Promise<MemberLine[]> {
  let q = db.selectFrom('user_tenants as ut').innerJoin('users as u', 'u.id', 'ut.user_id')
    // A pending member is its e-mail only: the account's own name and last sign-in are not this tenant's (SECURITY.md rule 21).
    .select(['u.email', sql<string | null>`case when ut.activated then u.name else ut.invited_name end`.as('name'), 'ut.activated', 'ut.disabled_at', 'ut.created_at',
      sql<Date | null>`case when ut.activated then u.last_login end`.as('last_login'),
      sql<string>`coalesce((select string_agg(r.name, ', ' order by r.name) from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = u.id and ur.tenant_id = ut.tenant_id), '')`.as('roles')])
    .where('ut.tenant_id', '=', tenantId);
  if (f.search) {
    const like = `%${f.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    q = q.where((eb) => eb.or([eb(eb.fn('lower', ['u.email']), 'like', like),
      eb(eb.fn('lower', [sql<string>`coalesce(case when ut.activated then u.name else ut.invited_name end, '')`]), 'like', like)]));
  }
  if (f.status === 'disabled') q = q.where('ut.disabled_at', 'is not', null);
  if (f.status === 'active') q = q.where('ut.disabled_at', 'is', null).where('ut.activated', '=', true);
  if (f.status === 'pending') q = q.where('ut.disabled_at', 'is', null).where('ut.activated', '=', false);
  const rows = await q.orderBy('u.email').execute();
  return rows.map((r) => ({
    email: r.email, name: r.name, roles: r.roles, joinedAt: r.created_at, lastLogin: r.last_login,
    status: r.disabled_at ? 'disabled' : r.activated ? 'active' : 'pending',
  }));
}

/** Audit counts of a tenant in a period: by action (most first) and by severity. */
export async function auditCounts(db: Db, tenantId: string, from: Date, to: Date, severity?: RangeFilters['severity']) {
  let q = db.selectFrom('audits').where('tenant_id', '=', tenantId).where('created_at', '>=', from).where('created_at', '<=', to);
  if (severity) q = q.where('severity', '=', severity);
  const [byAction, bySeverity] = await Promise.all([
    q.select(['action', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('action').orderBy('n', 'desc').orderBy('action').execute(),
    q.select(['severity', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('severity').orderBy('severity').execute(),
  ]);
  return {
    byAction: byAction.map((r) => ({ action: r.action, count: Number(r.n) })),
    bySeverity: Object.fromEntries(bySeverity.map((r) => [r.severity, Number(r.n)])) as Record<string, number>,
  };
}

/** Security figures of a tenant: members, MFA enrolment, breached passwords, live sessions, severe events in the period. */
export async function securityFigures(db: Db, tenantId: string, from: Date, to: Date) {
  const one = async (q: { executeTakeFirst(): Promise<{ n: string | number | bigint } | undefined> }) => Number((await q.executeTakeFirst())?.n ?? 0);
  const tenantUsers = db.selectFrom('user_tenants').select('user_id').where('tenant_id', '=', tenantId).where('disabled_at', 'is', null);
  const [memberCount, mfa, breached, sessions, severe] = await Promise.all([
    one(db.selectFrom('user_tenants').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenantId).where('disabled_at', 'is', null)),
    one(db.selectFrom('users as u').select((eb) => eb.fn.countAll<string>().as('n')).where('u.id', 'in', tenantUsers).where(mfaEnrolledSql(sql.ref('u.id')))),
    one(db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).where('password_breached', '=', true).where('id', 'in', tenantUsers)),
    one(db.selectFrom('sessions').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenantId).where('revoked_at', 'is', null)),
    one(db.selectFrom('audits').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenantId).where('severity', '=', 'SEVERE')
      .where('created_at', '>=', from).where('created_at', '<=', to)),
  ]);
  return { members: memberCount, mfaEnrolled: mfa, mfaNotEnrolled: memberCount - mfa, breachedPasswords: breached, activeSessions: sessions, severeEvents: severe };
}
