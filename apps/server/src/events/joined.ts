import type { EventBus } from './bus';

/** Event keys of the catalogue that a membership change emits. */
export const MEMBER_EVENTS = {
  created: 'frontegg.user.created',
  invited: 'frontegg.user.invitedToTenant',
  activated: 'frontegg.user.activated',
} as const;

/** How an account came to a tenant: what `attachAccount` answered, and whether the account is new and the row pending. */
export interface Joined {
  result: 'added' | 'activated' | 'unchanged';
  /** The row was added pending (an invitation), not active. */
  invited: boolean;
  /** The account was created by this very action. */
  newAccount: boolean;
}

/**
 * The connectivity events of one account joining a tenant, one rule for every path (invitation, sign-up, invite link,
 * SCIM, SSO just in time, sub-account users): "User created" when a new account is made there or an existing one is
 * added as an active member; "User invited" when a pending member is added; "User activated" when a pending member
 * becomes active. Each at most once per join.
 */
export function joinedEvents(j: Joined): string[] {
  if (j.result === 'activated') return [MEMBER_EVENTS.activated];
  if (j.result !== 'added') return [];
  return [...(j.newAccount || !j.invited ? [MEMBER_EVENTS.created] : []), ...(j.invited ? [MEMBER_EVENTS.invited] : [])];
}

/** Emits {@link joinedEvents} in the tenant, with the user's id and e-mail plus `data`. */
export async function emitJoined(events: EventBus, tenantId: string, user: { id: string; email: string }, j: Joined, data: Record<string, unknown> = {}): Promise<void> {
  for (const key of joinedEvents(j)) await events.emit(tenantId, key, { userId: user.id, email: user.email, ...data });
}
