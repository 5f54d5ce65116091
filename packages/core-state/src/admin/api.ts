import type { ApiClient } from '@portico/rest-api';
import { createAccountRestApi, type AccountApi } from '../account/api';
import { createApiTokensRestApi, type ApiTokensApi } from '../api-tokens/api';
import { createApplicationsRestApi, type ApplicationsApi } from '../applications/api';
import { createGroupsRestApi, type GroupsApi } from '../groups/api';
import { createPrivacyRestApi, type PrivacyApi } from '../privacy/api';
import { createProfileRestApi, type ProfileApi } from '../profile/api';
import { createRolesRestApi, type RolesApi } from '../roles/api';
import { createUsersRestApi, type UsersApi } from '../users/api';
import { createNotificationsRestApi, type NotificationsApi } from '../notifications/api';
import { createReportsRestApi, type ReportsApi } from '../reports/api';

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
  notifications: NotificationsApi;
  reports: ReportsApi;
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
  notifications: createNotificationsRestApi(client),
  reports: createReportsRestApi(client),
});
