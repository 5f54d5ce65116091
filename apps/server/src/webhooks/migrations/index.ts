import type { Migration } from 'kysely';
import * as hooksConnectivity from './20261123_hooks_connectivity';

/** The webhooks module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_hooks_connectivity': hooksConnectivity,
};
