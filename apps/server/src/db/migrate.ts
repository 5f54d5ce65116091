import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as identityCore from './migrations/0001_identity_core';
import * as tenantPolicies from './migrations/0002_tenant_policies';
import * as usersAdmin from './migrations/20261123_users_admin';
import * as oauthSessionClient from './migrations/20261123_oauth_session_client';
import * as rolesGroupsApplications from './migrations/20261123_roles_groups_applications';
import * as tokensApiTokens from './migrations/20261123_tokens_api_tokens';
import * as tokensAccountMetadata from './migrations/20261123_tokens_account_metadata';
import * as secRateLimits from './migrations/20261123_sec_rate_limits';
import * as impersonSessions from './migrations/20261123_imperson_sessions';
import * as sessionsSessionPolicies from './migrations/20261123_sessions_session_policies';
import * as restrictIpDomain from './migrations/20261123_restrict_ip_domain';
import * as auditsScale from './migrations/20261123_audits_scale';
import * as accountsHierarchy from './migrations/20261123_accounts_hierarchy';
import * as reportsNotifications from './migrations/20261123_reports_notifications';
import * as billingLedger from './migrations/20261123_billing_ledger';
import * as scimDirectory from './migrations/20261123_scim_directory';
import * as hooksConnectivity from './migrations/20261123_hooks_connectivity';
import * as passkeysWebauthn from './migrations/20261123_passkeys_webauthn';
import * as prodKeyRotation from './migrations/20261123_prod_key_rotation';
import * as billingPlanLimits from './migrations/20261123_billing_plan_limits';
import * as billingSetupIntents from './migrations/20261123_billing_setup_intents';
import * as stripeSubscriptionMirror from './migrations/20261123_stripe_subscription_mirror';
import * as subscriptionExternalUnique from './migrations/20261124_coord_subscription_external_unique';
import * as socialProviders from './migrations/20261123_social_providers';
import * as ssoLogin from './migrations/20261123_sso_login';
import * as otcPasswordless from './migrations/20261123_otc_passwordless';
import * as smsPhoneNumbers from './migrations/20261123_sms_phone_numbers';
import * as ssoSpSigningKey from './migrations/20261123_sso_sp_signing_key';
import * as accessLayer from './migrations/20261127_access_layer';
import * as hBudgetsPhoneUnique from './migrations/20261127_h_budgets_phone_unique';
import * as tenantDefaultRole from './migrations/20261127_tenant_default_role';
import * as subscriptionName from './migrations/20261127_connectivity_subscription_name';
import * as reportsScheduleInterval from './migrations/20261127205800_reports_schedule_interval';

// Migrations are imported statically so the same list runs under tsx, vitest and a bundle. Domains add theirs in
// parallel (`<date>_<domain>_<change>`), so an existing database may meet a new name that sorts before its last one:
// allowUnorderedMigrations runs it instead of refusing to start.
const migrations: Record<string, Migration> = {
  '0001_identity_core': identityCore,
  '0002_tenant_policies': tenantPolicies,
  '20261123_users_admin': usersAdmin,
  '20261123_oauth_session_client': oauthSessionClient,
  '20261123_roles_groups_applications': rolesGroupsApplications,
  '20261123_tokens_api_tokens': tokensApiTokens,
  '20261123_tokens_account_metadata': tokensAccountMetadata,
  '20261123_sec_rate_limits': secRateLimits,
  '20261123_imperson_sessions': impersonSessions,
  '20261123_sessions_session_policies': sessionsSessionPolicies,
  '20261123_restrict_ip_domain': restrictIpDomain,
  '20261123_audits_scale': auditsScale,
  '20261123_accounts_hierarchy': accountsHierarchy,
  '20261123_reports_notifications': reportsNotifications,
  '20261123_billing_ledger': billingLedger,
  '20261123_scim_directory': scimDirectory,
  '20261123_hooks_connectivity': hooksConnectivity,
  '20261123_passkeys_webauthn': passkeysWebauthn,
  '20261123_prod_key_rotation': prodKeyRotation,
  '20261123_billing_plan_limits': billingPlanLimits,
  '20261123_billing_setup_intents': billingSetupIntents,
  '20261123_stripe_subscription_mirror': stripeSubscriptionMirror,
  '20261124_coord_subscription_external_unique': subscriptionExternalUnique,
  '20261123_social_providers': socialProviders,
  '20261123_sso_login': ssoLogin,
  '20261123_otc_passwordless': otcPasswordless,
  '20261123_sms_phone_numbers': smsPhoneNumbers,
  '20261123_sso_sp_signing_key': ssoSpSigningKey,
  '20261127_access_layer': accessLayer,
  '20261127_h_budgets_phone_unique': hBudgetsPhoneUnique,
  '20261127_tenant_default_role': tenantDefaultRole,
  '20261127_connectivity_subscription_name': subscriptionName,
  '20261127205800_reports_schedule_interval': reportsScheduleInterval,
};

/** Names of every migration this build knows (the PGlite template is keyed by them). */
export const migrationNames = (): string[] => Object.keys(migrations).sort();

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema (optionally a named PostgreSQL schema) to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  // Naming the schema keeps Kysely's bookkeeping tables per schema (its existence check looks across all schemas).
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
}
