import type { Kysely, Selectable } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { resolveRoleIds, setUserRoles } from '../roles';
import { attachAccount } from '../access';
import { createUser } from './repo';

/** What a self sign-up stores. */
export interface SignUpAccount {
  email: string;
  name?: string | undefined;
  companyName?: string | undefined;
  phoneNumber?: string | undefined;
  metadata?: string | undefined;
  /** Hash of the chosen password; null when the account sets one at activation. */
  passwordHash: string | null;
}

/** Creates a sign-up's tenant, user, password history, membership and Admin role with `tx` (run it in one transaction). */
export async function createSignUpAccount(deps: Deps, tx: Kysely<Database>, a: SignUpAccount): Promise<{ user: UserRow; tenant: Selectable<Database['tenants']> }> {
  const tenant = await tx.insertInto('tenants').values({
    id: crypto.randomUUID(), vendor_id: deps.vendor.id, name: a.companyName ?? a.email.split('@')[1] ?? a.email, metadata: '{}',
  }).returningAll().executeTakeFirstOrThrow();
  const user = await createUser(tx, { vendorId: deps.vendor.id, email: a.email, name: a.name ?? null, phoneNumber: a.phoneNumber ?? null,
    passwordHash: a.passwordHash, metadata: a.metadata ? (JSON.parse(a.metadata) as Record<string, unknown>) : {} });
  if (a.passwordHash) await tx.insertInto('password_history').values({ user_id: user.id, password_hash: a.passwordHash }).execute();
  await attachAccount(tx, user.id, tenant.id, { how: 'new-tenant-owner' });
  await setUserRoles(tx, user.id, tenant.id, await resolveRoleIds(tx, deps.vendor.id, tenant.id, ['Admin']));
  return { user, tenant };
}

const ROLLBACK = Symbol('rollback');

/**
 * Runs the same statements as a new sign-up for a throwaway address, then rolls them back: a sign-up with a taken
 * address then costs what a new one costs (no account enumeration by timing).
 */
export async function rehearseSignUpAccount(deps: Deps, a: SignUpAccount): Promise<void> {
  try {
    await deps.db.transaction().execute(async (tx) => {
      await createSignUpAccount(deps, tx, { ...a, email: `${crypto.randomUUID()}@sign-up.invalid` });
      throw ROLLBACK;
    });
  } catch (e) {
    if (e !== ROLLBACK) throw e;
  }
}
