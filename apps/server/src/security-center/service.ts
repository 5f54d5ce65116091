import type { Deps } from '../deps';
import { mailPasswordReset } from '../passwords';

/** Mails a reset link to every activated, enabled member of the tenant whose password is known-breached; returns their ids. */
export async function resetBreachedPasswords(deps: Deps, tenantId: string): Promise<string[]> {
  const users = await deps.db.selectFrom('user_tenants as ut').innerJoin('users as u', 'u.id', 'ut.user_id')
    .where('ut.tenant_id', '=', tenantId).where('ut.activated', '=', true).where('ut.disabled_at', 'is', null)
    .where('u.password_breached', '=', true).select(['u.id', 'u.email']).execute();
  for (const user of users) await mailPasswordReset(deps, user, 'Your password was found in a data breach: reset it');
  return users.map((u) => u.id);
}
