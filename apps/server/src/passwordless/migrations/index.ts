import type { Migration } from 'kysely';
import * as otcPasswordless from './20261123_otc_passwordless';

/** The passwordless module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_otc_passwordless': otcPasswordless,
};
