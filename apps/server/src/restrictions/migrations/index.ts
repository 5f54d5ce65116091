import type { Migration } from 'kysely';
import * as restrictIpDomain from './20261123_restrict_ip_domain';

/** The restrictions module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_restrict_ip_domain': restrictIpDomain,
};
