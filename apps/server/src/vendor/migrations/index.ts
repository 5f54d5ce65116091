import type { Migration } from 'kysely';
import * as tenantPolicies from './0002_tenant_policies';

/** The vendor module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '0002_tenant_policies': tenantPolicies,
};
