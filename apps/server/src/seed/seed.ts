import type { Deps } from '../deps';
import { resolveRoleIds, setUserRoles } from '../roles/repo';
import { addMembership, createUser, findUserByEmail } from '../users/repo';

/** Dev-only password of the seeded accounts (README says so). */
export const DEMO_PASSWORD = 'Portico-demo-1';
export const DEMO_ADMIN = 'admin@acme.test';
export const DEMO_MEMBER = 'member@acme.test';

/** First start in dev: vendor "Demo", tenant "Acme", an admin and a member. Does nothing once seeded. */
export async function seedDemo(deps: Deps): Promise<{ tenantId: string } | undefined> {
  if (await findUserByEmail(deps.db, deps.vendor.id, DEMO_ADMIN)) return undefined;
  if (deps.vendor.info.name === 'Portico') await deps.vendor.update({}, 'Demo');
  const tenant = await deps.db.insertInto('tenants').values({ id: crypto.randomUUID(), vendor_id: deps.vendor.id, name: 'Acme', metadata: '{}' })
    .returning('id').executeTakeFirstOrThrow();
  const hash = await deps.hasher.hash(DEMO_PASSWORD);
  for (const [email, name, role] of [[DEMO_ADMIN, 'Acme Admin', 'Admin'], [DEMO_MEMBER, 'Acme Member', 'ReadOnly']] as const) {
    const user = await createUser(deps.db, { vendorId: deps.vendor.id, email, name, passwordHash: hash, verified: true });
    await deps.db.insertInto('password_history').values({ user_id: user.id, password_hash: hash }).execute();
    await addMembership(deps.db, user.id, tenant.id, true);
    await setUserRoles(deps.db, user.id, tenant.id, await resolveRoleIds(deps.db, deps.vendor.id, tenant.id, [role]));
  }
  return { tenantId: tenant.id };
}
