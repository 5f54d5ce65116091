import type { Deps } from '../deps';
import { mailPasswordReset, takeResetMailBudget } from '../passwords';

/**
 * Mails a reset link to every activated, enabled member of the tenant whose password is known-breached (within each
 * address's reset-mail budget); returns the ids mailed.
 */
export async function resetBreachedPasswords(deps: Deps, tenantId: string): Promise<string[]> {
  const users = await deps.db.selectFrom('user_tenants as ut').innerJoin('users as u', 'u.id', 'ut.user_id')
    .where('ut.tenant_id', '=', tenantId).where('ut.activated', '=', true).where('ut.disabled_at', 'is', null)
    .where('u.password_breached', '=', true).select(['u.id', 'u.email']).execute();
  const mailed: string[] = [];
  for (const user of users) {
    if (!(await takeResetMailBudget(deps, user.email))) continue;
    await mailPasswordReset(deps, user, 'Your password was found in a data breach: reset it');
    mailed.push(user.id);
  }
  return mailed;
}
