import type { ApiClient } from '@portico/rest-api';
import { createAccountRestApi, type AccountApi } from '../account/api';
import { createApiTokensRestApi, type ApiTokensApi } from '../api-tokens/api';
import { createApplicationsRestApi, type ApplicationsApi } from '../applications/api';
import { createAuditsRestApi, type AuditsApi } from '../audits/api';
import { createGroupsRestApi, type GroupsApi } from '../groups/api';
import { createPrivacyRestApi, type PrivacyApi } from '../privacy/api';
import { createProfileRestApi, type ProfileApi } from '../profile/api';
import { createRolesRestApi, type RolesApi } from '../roles/api';
import { createSecurityPoliciesRestApi, type SecurityPoliciesApi } from '../security-policies/api';
import { createUsersRestApi, type UsersApi } from '../users/api';
import { createSecurityCenterRestApi, type SecurityCenterApi } from '../security-center/api';
import { createRestrictionsRestApi, type RestrictionsApi } from '../restrictions/api';
import { createSubAccountsRestApi, type SubAccountsApi } from '../sub-accounts/api';
import { createNotificationsRestApi, type NotificationsApi } from '../notifications/api';
import { createReportsRestApi, type ReportsApi } from '../reports/api';
import { createProvisioningRestApi, type ProvisioningApi } from '../provisioning/api';
import { createConnectivityRestApi, type ConnectivityApi } from '../connectivity/api';
import { createPasskeysRestApi, type PasskeysApi } from '../passkeys/api';
import { createSsoRestApi, type SsoApi } from '../sso/api';

/** Every admin domain's port, by domain (REST over `@portico/rest-api`, or the preview fake). */
export interface AdminApi {
  profile: ProfileApi;
  privacy: PrivacyApi;
  account: AccountApi;
  users: UsersApi;
  groups: GroupsApi;
  roles: RolesApi;
  applications: ApplicationsApi;
  apiTokens: ApiTokensApi;
  securityCenter: SecurityCenterApi;
  securityPolicies: SecurityPoliciesApi;
  restrictions: RestrictionsApi;
  audits: AuditsApi;
  subAccounts: SubAccountsApi;
  notifications: NotificationsApi;
  reports: ReportsApi;
  provisioning: ProvisioningApi;
  connectivity: ConnectivityApi;
  passkeys: PasskeysApi;
  sso: SsoApi;
}

/** {@link AdminApi} over one API client. */
export const createAdminRestApi = (client: ApiClient): AdminApi => ({
  profile: createProfileRestApi(client),
  privacy: createPrivacyRestApi(client),
  account: createAccountRestApi(client),
  users: createUsersRestApi(client),
  groups: createGroupsRestApi(client),
  roles: createRolesRestApi(client),
  applications: createApplicationsRestApi(client),
  apiTokens: createApiTokensRestApi(client),
  securityCenter: createSecurityCenterRestApi(client),
  securityPolicies: createSecurityPoliciesRestApi(client),
  restrictions: createRestrictionsRestApi(client),
  audits: createAuditsRestApi(client),
  subAccounts: createSubAccountsRestApi(client),
  notifications: createNotificationsRestApi(client),
  reports: createReportsRestApi(client),
  provisioning: createProvisioningRestApi(client),
  connectivity: createConnectivityRestApi(client),
  passkeys: createPasskeysRestApi(client),
  sso: createSsoRestApi(client),
});
