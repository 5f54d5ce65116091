import type { Deps } from '../deps';
import { trySpend } from '../budgets';
import { mailPasswordReset } from '../passwords';

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
    const ticket = await trySpend(deps, 'password-reset', { userId: user.id }, { channel: 'email', to: user.email });
    if (!ticket) continue;
    await mailPasswordReset(deps, ticket, user, 'Your password was found in a data breach: reset it');
    mailed.push(user.id);
  }
  return mailed;
}
