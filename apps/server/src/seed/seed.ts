import { seedBilling } from '../billing';
import type { Deps } from '../deps';
import { resolveRoleIds, setUserRoles } from '../roles';
import { attachAccount } from '../access';
import { createUser, findUserByEmail } from '../users';

/** Dev-only password of the seeded accounts (README says so). */
export const DEMO_PASSWORD = 'Portico-demo-1';
export const DEMO_ADMIN = 'admin@acme.test';
export const DEMO_MEMBER = 'member@acme.test';

/** First start in dev: vendor "Demo", tenant "Acme", an admin and a member. Does nothing once seeded. */
export async function seedDemo(deps: Deps): Promise<{ tenantId: string } | undefined> {
  // Idempotent, so a database seeded before billing existed gets the plans too.
  await seedBilling(deps);
  if (await findUserByEmail(deps.db, deps.vendor.id, DEMO_ADMIN)) return undefined;
  if (deps.vendor.info.name === 'Portico') await deps.vendor.update({}, 'Demo');
  const tenant = await deps.db.insertInto('tenants').values({ id: crypto.randomUUID(), vendor_id: deps.vendor.id, name: 'Acme', metadata: '{}' })
    .returning('id').executeTakeFirstOrThrow();
  const hash = await deps.hasher.hash(DEMO_PASSWORD);
  for (const [email, name, role] of [[DEMO_ADMIN, 'Acme Admin', 'Admin'], [DEMO_MEMBER, 'Acme Member', 'ReadOnly']] as const) {
    const user = await createUser(deps.db, { vendorId: deps.vendor.id, email, name, passwordHash: hash, verified: true });
    await deps.db.insertInto('password_history').values({ user_id: user.id, password_hash: hash }).execute();
    await attachAccount(deps.db, user.id, tenant.id, email === DEMO_ADMIN ? { how: 'new-tenant-owner' } : { how: 'new-account' });
    await setUserRoles(deps.db, user.id, tenant.id, await resolveRoleIds(deps.db, deps.vendor.id, tenant.id, [role]));
  }
  // The demo owner reaches the sub-accounts they create (new accounts start with access type defaultOff).
  await deps.db.updateTable('user_tenants').set({ allow_sub_account_access: true }).where('tenant_id', '=', tenant.id)
    .where('user_id', '=', (await findUserByEmail(deps.db, deps.vendor.id, DEMO_ADMIN))!.id).execute();
  await seedApplications(deps, tenant.id);
  return { tenantId: tenant.id };
}

/** Demo applications: one every user has, one every account gets (on by default), one managed and assigned to Acme only. */
async function seedApplications(deps: Deps, acmeId: string): Promise<void> {
  const apps = [
    { name: 'Portico Demo', app_url: 'http://localhost:5173', access_type: 'FREE_ACCESS', access_mode: 'alwaysOn', is_default: true },
    { name: 'Reports', app_url: 'http://localhost:5173/reports', access_type: 'MANAGED_ACCESS', access_mode: 'defaultOn', is_default: true },
    { name: 'Analytics', app_url: 'http://localhost:5173/analytics', access_type: 'MANAGED_ACCESS', access_mode: 'defaultOff', is_default: false },
  ] as const;
  for (const a of apps) {
    const id = crypto.randomUUID();
    await deps.db.insertInto('applications').values({ id, vendor_id: deps.vendor.id, login_url: null, logo_url: null, is_active: true, ...a }).execute();
    if (!a.is_default) await deps.db.insertInto('tenant_applications').values({ tenant_id: acmeId, app_id: id }).execute();
  }
}
