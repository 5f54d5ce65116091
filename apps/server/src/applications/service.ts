import type { Db } from '../db/connect';
import { badRequest, forbidden, notFound } from '../http/errors';
import { givenToEveryone, setAssignments, tenantApplications } from './repo';

/** Messages of application assignment, worded once. */
export const APP_MSG = {
  notFound: 'Application not found',
  otherTenant: 'tenantId: Applications can be assigned only in your own account',
  unknownUser: 'userIds: Unknown user',
  always: 'Every user of the account has this application; it cannot be taken away',
} as const;

interface Input { appId: string; tenantId: string; userIds: string[] }

/** Assigns (or takes away) an application the tenant has, for members of the caller's tenant only. */
export async function assign(db: Db, vendorId: string, callerTenantId: string, input: Input, enabled: boolean) {
  if (input.tenantId !== callerTenantId) throw forbidden(APP_MSG.otherTenant);
  const app = (await tenantApplications(db, vendorId, callerTenantId)).find((a) => a.id === input.appId);
  if (!app) throw notFound(APP_MSG.notFound);
  const userIds = [...new Set(input.userIds)];
  const members = await db.selectFrom('user_tenants').select('user_id').where('tenant_id', '=', callerTenantId).where('user_id', 'in', userIds).execute();
  if (members.length !== userIds.length) throw badRequest(APP_MSG.unknownUser);
  if (!enabled && givenToEveryone(app)) throw badRequest(APP_MSG.always);
  await setAssignments(db, app.id, callerTenantId, userIds, enabled);
  return app;
}

/** One user into (or out of) several applications: every application is checked before any is changed. */
export async function assignApps(db: Db, vendorId: string, callerTenantId: string, input: { userId: string; tenantId: string; appIds: string[] }, enabled: boolean) {
  if (input.tenantId !== callerTenantId) throw forbidden(APP_MSG.otherTenant);
  const have = await tenantApplications(db, vendorId, callerTenantId);
  const apps = [...new Set(input.appIds)].map((id) => have.find((a) => a.id === id));
  if (apps.some((a) => !a)) throw notFound(APP_MSG.notFound);
  if (!enabled && apps.some((a) => givenToEveryone(a!))) throw badRequest(APP_MSG.always);
  const out = [];
  for (const a of apps) out.push(await assign(db, vendorId, callerTenantId, { appId: a!.id, tenantId: input.tenantId, userIds: [input.userId] }, enabled));
  return out;
}
