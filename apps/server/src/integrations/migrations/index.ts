import type { Migration } from 'kysely';
import * as connectivitySubscriptionName from './20261127_connectivity_subscription_name';

/** The integrations module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261127_connectivity_subscription_name': connectivitySubscriptionName,
};
