import type { z } from 'zod';
import type { eventChannelSchema } from '@portico/rest-api/schemas';

/** A delivery channel of the shared schema. */
export type EventChannel = z.infer<typeof eventChannelSchema>;

/** An event the server emits, with the channels it can be delivered on. */
export interface CatalogueEvent {
  key: string;
  displayName: string;
  description: string;
  categoryId: string;
}

/** Categories of the catalogue, in display order. */
export const EVENT_CATEGORIES = [
  { id: 'user-management', name: 'User management', description: 'Users joining, changing and leaving the account' },
  { id: 'authentication', name: 'Authentication', description: 'Sign-in results' },
] as const;

const ALL: EventChannel[] = ['webhook', 'email', 'sms', 'slack'];

/**
 * Every event the server emits, at the moment its description names, on every path that does it (events/joined.ts for
 * memberships); promises-kept.test.ts proves each one is delivered, once, to every channel subscribed.
 */
export const EVENT_CATALOGUE: readonly CatalogueEvent[] = [
  { key: 'frontegg.user.created', displayName: 'User created', description: 'A new user was created in the account, or an existing one joined it without an invitation', categoryId: 'user-management' },
  { key: 'frontegg.user.invitedToTenant', displayName: 'User invited', description: 'A user was invited to the account', categoryId: 'user-management' },
  { key: 'frontegg.user.activated', displayName: 'User activated', description: 'An invited user activated their account or accepted the invitation', categoryId: 'user-management' },
  { key: 'frontegg.user.deleted', displayName: 'User deleted', description: 'A user was removed from the account', categoryId: 'user-management' },
  { key: 'frontegg.user.rolesChanged', displayName: 'Role changed', description: 'The roles of a user in the account changed', categoryId: 'user-management' },
  { key: 'frontegg.user.authenticated', displayName: 'Login succeeded', description: 'A user signed in', categoryId: 'authentication' },
  { key: 'frontegg.user.failedAuthentication', displayName: 'Login failed', description: 'A sign-in attempt failed (wrong password or code, or a locked account)', categoryId: 'authentication' },
];

/** Channels an event can be delivered on (all four for every catalogue event). */
export const channelsOf = (_key: string): EventChannel[] => [...ALL];

/** True when the key is in the catalogue. */
export const isCatalogueKey = (key: string): boolean => EVENT_CATALOGUE.some((e) => e.key === key);

/** Sample payload for the "test" call when none is given. */
export const samplePayload = (key: string) => ({ eventKey: key, sample: true, user: { id: '00000000-0000-0000-0000-000000000000', email: 'sample@example.com' } });
