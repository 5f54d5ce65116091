import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError, MSG } from '../http/errors';
import { tenantPolicies, homeTenantId } from '../vendor';
import { assertPasswordAllowed } from './policy';

/** Sets a password under the length rule, the breached-password check and the home tenant's password-history policy. */
export async function setPassword(deps: Deps, user: UserRow, password: string): Promise<void> {
  await checkNewPassword(deps, user, password);
  await storePassword(deps, user, password);
}

/**
 * Refuses (400) a new password that breaks the length rule, is breached or was used recently (by an account whose
 * address was proven); changes nothing, so a single-use link can be checked against it before it is spent.
 */
export async function checkNewPassword(deps: Deps, user: UserRow, password: string): Promise<void> {
  assertPasswordAllowed(password);
  // A never-verified account's passwords are voided when its owner proves the address: they are no one's history.
  if (!user.verified) return;
  const policy = (await tenantPolicies(deps, await homeTenantId(deps.db, user.id))).passwordHistoryPolicy;
  if (policy.enabled && policy.historySize > 0) {
    const recent = await deps.db.selectFrom('password_history').select('password_hash').where('user_id', '=', user.id)
      .orderBy('id', 'desc').limit(policy.historySize).execute();
    const hashes = [...new Set([user.password_hash, ...recent.map((r) => r.password_hash)].filter((h): h is string => !!h))];
    for (const h of hashes) {
      if (await deps.hasher.verify(h, password)) throw new ApiError(400, 'PASSWORD_REUSED', [MSG.passwordReused]);
    }
  }
}

/** Stores a password already passed by {@link checkNewPassword} (and remembers it in the history). */
export async function storePassword(deps: Deps, user: UserRow, password: string): Promise<void> {
  const hash = await deps.hasher.hash(password);
  await deps.db.updateTable('users').set({ password_hash: hash, failed_login_attempts: 0, password_breached: false }).where('id', '=', user.id).execute();
  await deps.db.insertInto('password_history').values({ user_id: user.id, password_hash: hash }).execute();
}
