import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { ApplicationTable } from './tables';
import type { Selectable } from 'kysely';

type AppRow = Selectable<ApplicationTable>;

/** An application as the API returns it. */
export const applicationView = (a: AppRow) => ({
  id: a.id, name: a.name, appURL: a.app_url ?? undefined, loginURL: a.login_url ?? undefined, logoURL: a.logo_url ?? undefined,
  accessType: a.access_type, accessMode: a.access_mode, isDefault: a.is_default, isActive: a.is_active,
});

/** The vendor's active applications. */
export const vendorApplications = (db: Db, vendorId: string): Promise<AppRow[]> =>
  db.selectFrom('applications').selectAll().where('vendor_id', '=', vendorId).where('is_active', '=', true).orderBy('name').execute();

/** Applications the tenant is assigned: the vendor's default ones and those assigned to it. */
export async function tenantApplications(db: Db, vendorId: string, tenantId: string): Promise<AppRow[]> {
  return db.selectFrom('applications as a').selectAll('a').where('a.vendor_id', '=', vendorId).where('a.is_active', '=', true)
    .where((eb) => eb.or([eb('a.is_default', '=', true),
      eb.exists(eb.selectFrom('tenant_applications as ta').select('ta.app_id').whereRef('ta.app_id', '=', 'a.id').where('ta.tenant_id', '=', tenantId))]))
    .orderBy('a.name').execute();
}

/** True when every member has the application whatever the assignments say. */
export const givenToEveryone = (a: Pick<AppRow, 'access_type' | 'access_mode'>) => a.access_type === 'FREE_ACCESS' || a.access_mode === 'alwaysOn';

/** Members of the tenant (all, or among the given ids) who have each of the given applications. */
export async function usersOfApplications(db: Db, tenantId: string, apps: AppRow[], onlyUserIds?: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!apps.length || (onlyUserIds && !onlyUserIds.length)) return out;
  let members = db.selectFrom('user_tenants').select('user_id').where('tenant_id', '=', tenantId);
  if (onlyUserIds) members = members.where('user_id', 'in', onlyUserIds);
  const userIds = (await members.orderBy('created_at').execute()).map((m) => m.user_id);
  const rows = userIds.length
    ? await db.selectFrom('application_users').select(['app_id', 'user_id', 'enabled']).where('tenant_id', '=', tenantId)
      .where('app_id', 'in', apps.map((a) => a.id)).where('user_id', 'in', userIds).execute()
    : [];
  for (const a of apps) {
    const choice = (u: string) => rows.find((r) => r.app_id === a.id && r.user_id === u)?.enabled;
    // defaultOn: everyone unless taken away; defaultOff: only those assigned.
    out.set(a.id, userIds.filter((u) => givenToEveryone(a) || (a.access_mode === 'defaultOn' ? choice(u) !== false : choice(u) === true)));
  }
  return out;
}

/** Records users as assigned (true) or taken away (false) in one tenant. */
export async function setAssignments(db: Db, appId: string, tenantId: string, userIds: string[], enabled: boolean): Promise<void> {
  await db.insertInto('application_users').values(userIds.map((user_id) => ({ app_id: appId, tenant_id: tenantId, user_id, enabled })))
    .onConflict((oc) => oc.columns(['app_id', 'tenant_id', 'user_id']).doUpdateSet({ enabled: sql`excluded.enabled` })).execute();
}
