import type { Migration } from 'kysely';
import * as rolesGroupsApplications from './20261123_roles_groups_applications';

/** The groups module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_roles_groups_applications': rolesGroupsApplications,
};
