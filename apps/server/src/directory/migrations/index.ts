import type { Migration } from 'kysely';
import * as scimDirectory from './20261123_scim_directory';

/** The directory module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_scim_directory': scimDirectory,
};
