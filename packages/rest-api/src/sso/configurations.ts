import type { ApiClient } from '../core/client';
import { TEAM } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type {
  CreateSsoConfigurationRequest,
  CreateSsoDomainRequest,
  CreateSsoGroupRequest,
  SetSsoDefaultRolesRequest,
  SsoConfiguration,
  SsoDefaultRoles,
  SsoDomain,
  SsoGroup,
  SsoMetadataRequest,
  SsoMetadataUrlRequest,
  UpdateSsoConfigurationRequest,
  UpdateSsoGroupRequest,
} from './types';

const CONFIGS = `${TEAM}/sso/v1/configurations`;
const CONFIGS_V2 = `${TEAM}/sso/v2/configurations`;
const enc = encodeURIComponent;
const config = (id: string) => `${CONFIGS}/${enc(id)}`;

/** `GET /team/resources/sso/v1/configurations`: every SSO configuration of the tenant. */
export function getSsoConfigurations(client: ApiClient, options?: CallOptions): Promise<SsoConfiguration[]> {
  return request(client, { method: 'GET', path: CONFIGS, ...options });
}

/** `POST /team/resources/sso/v1/configurations`: adds an SSO configuration. */
export function createSsoConfiguration(client: ApiClient, body: CreateSsoConfigurationRequest, options?: CallOptions): Promise<SsoConfiguration> {
  return request(client, { method: 'POST', path: CONFIGS, body, ...options });
}

/** `PATCH /team/resources/sso/v1/configurations/{configId}`. */
export function updateSsoConfiguration(
  client: ApiClient,
  configId: string,
  body: UpdateSsoConfigurationRequest,
  options?: CallOptions,
): Promise<SsoConfiguration> {
  return request(client, { method: 'PATCH', path: config(configId), body, ...options });
}

/** `DELETE /team/resources/sso/v1/configurations/{configId}`. */
export function deleteSsoConfiguration(client: ApiClient, configId: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: config(configId), ...options });
}

/** `POST /team/resources/sso/v1/configurations/metadata` [metadata]: adds a configuration from IdP metadata XML. */
export function createSsoConfigurationByMetadata(client: ApiClient, body: SsoMetadataRequest, options?: CallOptions): Promise<SsoConfiguration> {
  return request(client, { method: 'POST', path: `${CONFIGS}/metadata`, body, ...options });
}

/** `PUT /team/resources/sso/v1/configurations/{configId}/metadata` [metadata]. */
export function updateSsoConfigurationByMetadata(
  client: ApiClient,
  configId: string,
  body: SsoMetadataRequest,
  options?: CallOptions,
): Promise<SsoConfiguration> {
  return request(client, { method: 'PUT', path: `${config(configId)}/metadata`, body, ...options });
}

/** `POST /team/resources/sso/v1/configurations/metadata-url` [url]: adds a configuration from an IdP metadata address. */
export function createSsoConfigurationByMetadataUrl(
  client: ApiClient,
  body: SsoMetadataUrlRequest,
  options?: CallOptions,
): Promise<SsoConfiguration> {
  return request(client, { method: 'POST', path: `${CONFIGS}/metadata-url`, body, ...options });
}

/** `PUT /team/resources/sso/v1/configurations/{configId}/metadata-url` [url]. */
export function updateSsoConfigurationByMetadataUrl(
  client: ApiClient,
  configId: string,
  body: SsoMetadataUrlRequest,
  options?: CallOptions,
): Promise<SsoConfiguration> {
  return request(client, { method: 'PUT', path: `${config(configId)}/metadata-url`, body, ...options });
}

/** `POST /team/resources/sso/v1/configurations/{configId}/domains` [domain]. */
export function createSsoDomain(client: ApiClient, configId: string, body: CreateSsoDomainRequest, options?: CallOptions): Promise<SsoDomain> {
  return request(client, { method: 'POST', path: `${config(configId)}/domains`, body, ...options });
}

/** `DELETE /team/resources/sso/v1/configurations/{configId}/domains/{domainId}`. */
export function deleteSsoDomain(client: ApiClient, configId: string, domainId: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: `${config(configId)}/domains/${enc(domainId)}`, ...options });
}

/** `PUT /team/resources/sso/v1/configurations/{configId}/domains/{domainId}/validate`. */
export function validateSsoDomain(client: ApiClient, configId: string, domainId: string, options?: CallOptions): Promise<SsoDomain> {
  return request(client, { method: 'PUT', path: `${config(configId)}/domains/${enc(domainId)}/validate`, ...options });
}

/** `PUT /team/resources/sso/v2/configurations/{configId}/domains/{domainId}/validate`. */
export function validateSsoDomainV2(client: ApiClient, configId: string, domainId: string, options?: CallOptions): Promise<SsoDomain> {
  return request(client, { method: 'PUT', path: `${CONFIGS_V2}/${enc(configId)}/domains/${enc(domainId)}/validate`, ...options });
}

/** `GET /team/resources/sso/v1/configurations/{configId}/roles`: default roles of the configuration's users. */
export function getSsoDefaultRoles(client: ApiClient, configId: string, options?: CallOptions): Promise<SsoDefaultRoles> {
  return request(client, { method: 'GET', path: `${config(configId)}/roles`, ...options });
}

/** `PUT /team/resources/sso/v1/configurations/{configId}/roles` [roleIds]. */
export function setSsoDefaultRoles(
  client: ApiClient,
  configId: string,
  body: SetSsoDefaultRolesRequest,
  options?: CallOptions,
): Promise<SsoDefaultRoles> {
  return request(client, { method: 'PUT', path: `${config(configId)}/roles`, body, ...options });
}

/** `GET /team/resources/sso/v1/configurations/{configId}/groups`: IdP groups mapped to roles. */
export function getSsoGroups(client: ApiClient, configId: string, options?: CallOptions): Promise<SsoGroup[]> {
  return request(client, { method: 'GET', path: `${config(configId)}/groups`, ...options });
}

/** `POST /team/resources/sso/v1/configurations/{configId}/groups` [group, roleIds]. */
export function createSsoGroup(client: ApiClient, configId: string, body: CreateSsoGroupRequest, options?: CallOptions): Promise<SsoGroup> {
  return request(client, { method: 'POST', path: `${config(configId)}/groups`, body, ...options });
}

/** `PATCH /team/resources/sso/v1/configurations/{configId}/groups/{groupId}` [group, roleIds]. */
export function updateSsoGroup(
  client: ApiClient,
  configId: string,
  groupId: string,
  body: UpdateSsoGroupRequest,
  options?: CallOptions,
): Promise<SsoGroup> {
  return request(client, { method: 'PATCH', path: `${config(configId)}/groups/${enc(groupId)}`, body, ...options });
}

/** `DELETE /team/resources/sso/v1/configurations/{configId}/groups/{groupId}`. */
export function deleteSsoGroup(client: ApiClient, configId: string, groupId: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: `${config(configId)}/groups/${enc(groupId)}`, ...options });
}
