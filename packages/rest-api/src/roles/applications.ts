import type { ApiClient } from '../core/client';
import { APPLICATIONS, IDENTITY } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type {
  Application,
  ApplicationUsers,
  ApplicationUsersRequest,
  ApplicationsUsersQuery,
  ImpersonateRequest,
  TenantApplicationAssignment,
  UserApplications,
  UsersApplicationsQuery,
} from './types';

const IDENTITY_APPS = `${IDENTITY}/applications/v1`;

/** `POST /applications/v1` [appId, tenantId, userIds]: assigns users to an application. */
export function assignUsersToApplication(client: ApiClient, body: ApplicationUsersRequest, options?: CallOptions): Promise<void> {
  return request(client, { method: 'POST', path: IDENTITY_APPS, body, ...options });
}

/** `DELETE /applications/v1` [appId, tenantId, userIds]: unassigns users from an application. */
export function unassignUsersFromApplication(client: ApiClient, body: ApplicationUsersRequest, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: IDENTITY_APPS, body, ...options });
}

/** `GET /applications/v1/users` [appIds]: the users of each application. */
export function getApplicationsUsers(client: ApiClient, query: ApplicationsUsersQuery, options?: CallOptions): Promise<ApplicationUsers[]> {
  return request(client, { method: 'GET', path: `${IDENTITY_APPS}/users`, query: { ...query }, ...options });
}

/** `GET /applications/v1/apps` [userIds]: the applications of each user. */
export function getUsersApplications(client: ApiClient, query: UsersApplicationsQuery, options?: CallOptions): Promise<UserApplications[]> {
  return request(client, { method: 'GET', path: `${IDENTITY_APPS}/apps`, query: { ...query }, ...options });
}

/** `GET /applications/resources/applications/v1`: the vendor's applications. */
export function getApplications(client: ApiClient, options?: CallOptions): Promise<Application[]> {
  return request(client, { method: 'GET', path: `${APPLICATIONS}/applications/v1`, ...options });
}

/** `GET /applications/resources/applications/tenant-assignments/v1`: applications assigned to the tenant. */
export function getTenantApplicationAssignments(client: ApiClient, options?: CallOptions): Promise<TenantApplicationAssignment[]> {
  return request(client, { method: 'GET', path: `${APPLICATIONS}/applications/tenant-assignments/v1`, ...options });
}

/** `POST /impersonation/v1` [userId, tenantId, reason]: starts impersonating a user. */
export function impersonate(client: ApiClient, body: ImpersonateRequest, options?: CallOptions): Promise<void> {
  return request(client, { method: 'POST', path: `${IDENTITY}/impersonation/v1`, body, ...options });
}

/**
 * `DELETE /impersonation/v1`: ends the caller's impersonation; the server hands the admin's own session back (refresh
 * cookie). Not in the spec's catalogue, which names only the start; the portal's "End impersonation" needs it.
 */
export function endImpersonation(client: ApiClient, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: `${IDENTITY}/impersonation/v1`, ...options });
}
