import type { Migration } from 'kysely';
import * as identityCore from './0001_identity_core';
import * as accountsHierarchy from './20261123_accounts_hierarchy';
import * as prodKeyRotation from './20261123_prod_key_rotation';
import * as secRateLimits from './20261123_sec_rate_limits';
import * as usersAdmin from './20261123_users_admin';
import * as accessLayer from './20261127_access_layer';
import * as hBudgetsPhoneUnique from './20261127_h_budgets_phone_unique';
import * as tenantDefaultRole from './20261127_tenant_default_role';
import * as memberGrants from './20261128063000_identity_member_grants';

/** The identity module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_identity_core': identityCore,
  '20261123_accounts_hierarchy': accountsHierarchy,
  '20261123_prod_key_rotation': prodKeyRotation,
  '20261123_sec_rate_limits': secRateLimits,
  '20261123_users_admin': usersAdmin,
  '20261127_access_layer': accessLayer,
  '20261127_h_budgets_phone_unique': hBudgetsPhoneUnique,
  '20261127_tenant_default_role': tenantDefaultRole,
  '20261128063000_identity_member_grants': memberGrants,
};
