import * as S from '@portico/rest-api/schemas';

type Schema = { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } } };

const I = '/identity/resources';

/**
 * The reference server's request schemas by route (`*` = one path segment): the fake admin server refuses a body the
 * real server would refuse, so store tests prove the stores send contract-valid requests.
 */
export const REQUEST_SCHEMAS: Record<string, Schema> = {
  [`PUT ${I}/users/v2/me`]: S.updateMeSchema,
  [`POST ${I}/users/v1/passwords/change`]: S.changePasswordSchema,
  [`POST ${I}/users/v1/mfa/disable`]: S.mfaDisableSchema,
  [`POST ${I}/users/v1/mfa/authenticator/*/disable/verify`]: S.mfaAuthenticatorDisableSchema,
  [`POST ${I}/users/v1/mfa/sms/*/disable/verify`]: S.mfaSmsDisableVerifySchema,
  'PUT /tenants/resources/account-settings/v1': S.updateAccountSettingsSchema,
  'POST /metadata/admin-box': S.updateAdminBoxConfigurationSchema,
  [`POST ${I}/users/v2`]: S.addUserSchema,
  'PUT /team/resources/members/v1/*': S.updateTeamMemberSchema,
  [`POST ${I}/tenants/invites/v1/user`]: S.createInviteLinkSchema,
  [`PATCH ${I}/tenants/invites/v1/user`]: S.updateInviteLinkSchema,
  [`PUT ${I}/users/temporary/v1/*`]: S.setTemporaryUserSchema,
  [`POST ${I}/roles/v1`]: S.createRoleSchema,
  [`PATCH ${I}/roles/v1/*`]: S.updateRoleSchema,
  [`PUT ${I}/roles/v1/*/permissions`]: S.setRolePermissionsSchema,
  [`POST ${I}/groups/v1`]: S.createGroupSchema,
  [`PATCH ${I}/groups/v1/*`]: S.updateGroupSchema,
  [`POST ${I}/groups/v1/*/users`]: S.addUsersToGroupSchema,
  [`DELETE ${I}/groups/v1/*/users`]: S.removeUsersFromGroupSchema,
  [`POST ${I}/groups/v1/*/roles`]: S.addRolesToGroupSchema,
  [`DELETE ${I}/groups/v1/*/roles`]: S.removeRolesFromGroupSchema,
  [`POST ${I}/applications/v1`]: S.assignUsersToApplicationSchema,
  [`DELETE ${I}/applications/v1`]: S.unassignUsersFromApplicationSchema,
  [`POST ${I}/users/api-tokens/v1`]: S.createUserApiTokenSchema,
  [`POST ${I}/users/access-tokens/v1`]: S.createUserAccessTokenSchema,
  [`POST ${I}/tenants/api-tokens/v2`]: S.createTenantApiTokenSchema,
  [`POST ${I}/tenants/access-tokens/v1`]: S.createTenantAccessTokenSchema,
  [`POST ${I}/configurations/v1/restrictions/ip`]: S.createIpRestrictionSchema,
  [`POST ${I}/configurations/v1/restrictions/ip/config`]: S.updateIpRestrictionsConfigSchema,
  [`POST ${I}/configurations/restrictions/v1/email-domain`]: S.createEmailDomainRestrictionSchema,
  [`POST ${I}/configurations/restrictions/v1/email-domain/config`]: S.updateEmailDomainRestrictionsConfigSchema,
  'PUT /notification/status': S.updateNotificationStatusSchema,
  'PUT /notification/*': S.updateNotificationPinStatusSchema,
  'POST /reports/resources/reports/v2/tenant-reports': S.createTenantReportSchema,
  'POST /reports/resources/reports/v2/*/tenant-reports': S.updateTenantReportSchema,
};
