import type { Migration } from 'kysely';
import * as socialProviders from './20261123_social_providers';

/** The social module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_social_providers': socialProviders,
};
