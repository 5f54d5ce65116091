import type { ApiClient } from '@portico/rest-api';
import { assignUsersToApplication, getApplications, getApplicationsUsers, unassignUsersFromApplication } from '@portico/rest-api/roles';
import type { Application, ApplicationUsers, ApplicationUsersRequest } from '@portico/rest-api/roles';

/** The calls the applications store makes (REST or preview). */
export interface ApplicationsApi {
  getApplications(): Promise<Application[]>;
  getApplicationsUsers(appIds: string[]): Promise<ApplicationUsers[]>;
  assignUsers(body: ApplicationUsersRequest): Promise<void>;
  unassignUsers(body: ApplicationUsersRequest): Promise<void>;
}

/** {@link ApplicationsApi} over `@portico/rest-api`. */
export const createApplicationsRestApi = (client: ApiClient): ApplicationsApi => ({
  getApplications: () => getApplications(client),
  getApplicationsUsers: (appIds) => getApplicationsUsers(client, { appIds }),
  assignUsers: (body) => assignUsersToApplication(client, body),
  unassignUsers: (body) => unassignUsersFromApplication(client, body),
});
