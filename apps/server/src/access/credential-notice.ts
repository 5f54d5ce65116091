import { deliver, trySpend } from '../budgets';
import type { Deps } from '../deps';
import type { actor } from './principal';

/**
 * Tells the owner that a credential, factor or phone of their account was added or removed (audit WARNING + mail), so
 * a change they did not make is seen (SECURITY.md rule 18). Called by each credential route once the change is stored.
 */
export async function credentialChanged(deps: Deps, who: ReturnType<typeof actor>, what: string, change: 'added' | 'removed'): Promise<void> {
  const action = change === 'added' ? 'Sign-in method added' : 'Sign-in method removed';
  await deps.audit.write({ ...who, action, description: `${what} ${change}`, severity: 'WARNING', json: { what, change } });
  const when = new Date().toUTCString();
  // A notice spends the owner's notice budget: a burst of changes mails a few notices, the audit keeps every one.
  const ticket = await trySpend(deps, 'notice', { userId: who.userId, ip: who.ip }, { channel: 'email', to: who.email });
  if (!ticket) return;
  await deliver(deps, ticket, {
    channel: 'email', to: who.email,
    subject: change === 'added' ? 'A sign-in method was added to your account' : 'A sign-in method was removed from your account',
    text: `${what} was ${change} on ${when}${who.ip ? ` from ${who.ip}` : ''}. If this was not you, reset your password and review your sign-in methods: ${deps.config.appUrl}/account/forget-password`,
  });
}
