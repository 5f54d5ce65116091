import type { ApiClient } from '../core/client';
import { DIRECTORY } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type { CreateScimConfigurationRequest, ScimConfiguration, ScimUsersCount, UpdateScimConfigurationRequest } from './types';

const SCIM = `${DIRECTORY}/v1/configurations/scim2`;
const one = (id: string) => `${SCIM}/${encodeURIComponent(id)}`;

/** `GET /directory/resources/v1/configurations/scim2`: SCIM provisioning connections. */
export function getScimConfigurations(client: ApiClient, options?: CallOptions): Promise<ScimConfiguration[]> {
  return request(client, { method: 'GET', path: SCIM, ...options });
}

/** `POST /directory/resources/v1/configurations/scim2` [connectionName, source, syncToUserManagement]. */
export function createScimConfiguration(client: ApiClient, body: CreateScimConfigurationRequest, options?: CallOptions): Promise<ScimConfiguration> {
  return request(client, { method: 'POST', path: SCIM, body, ...options });
}

/** `PATCH /directory/resources/v1/configurations/scim2/{id}`. */
export function updateScimConfiguration(
  client: ApiClient,
  id: string,
  body: UpdateScimConfigurationRequest,
  options?: CallOptions,
): Promise<ScimConfiguration> {
  return request(client, { method: 'PATCH', path: one(id), body, ...options });
}

/** `DELETE /directory/resources/v1/configurations/scim2/{id}`. */
export function deleteScimConfiguration(client: ApiClient, id: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: one(id), ...options });
}

/** `GET /directory/resources/scim/temp/{id}/Users/count`: users a connection provisioned. */
export function getScimUsersCount(client: ApiClient, id: string, options?: CallOptions): Promise<ScimUsersCount> {
  return request(client, { method: 'GET', path: `${DIRECTORY}/scim/temp/${encodeURIComponent(id)}/Users/count`, ...options });
}
