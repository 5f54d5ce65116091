import type { ApiClient } from '../core/client';
import { TEAM } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type {
  CreateSsoGroupRequest,
  SamlVendorConfig,
  SetSsoDefaultRolesRequest,
  SsoConfiguration,
  SsoDefaultRoles,
  SsoGroup,
  SsoMetadataRequest,
  UpdateSamlConfigurationRequest,
  UpdateSsoGroupRequest,
} from './types';

const SAML_V1 = `${TEAM}/sso/v1/saml`;
const SAML_V2 = `${TEAM}/sso/v2/saml`;
const CONFIG = `${SAML_V1}/configurations`;
const GROUPS_V2 = `${SAML_V2}/configurations/groups`;

/** `GET /team/resources/sso/v1/saml/configurations`: the tenant's SAML configuration. */
export function getSamlConfiguration(client: ApiClient, options?: CallOptions): Promise<SsoConfiguration> {
  return request(client, { method: 'GET', path: CONFIG, ...options });
}

/** `POST /team/resources/sso/v1/saml/configurations`: saves the SAML configuration. */
export function updateSamlConfiguration(
  client: ApiClient,
  body: UpdateSamlConfigurationRequest,
  options?: CallOptions,
): Promise<SsoConfiguration> {
  return request(client, { method: 'POST', path: CONFIG, body, ...options });
}

/** `GET /team/resources/sso/v1/saml/configurations/vendor-config`: ACS URL and SP entity id for the IdP. */
export function getSamlVendorConfig(client: ApiClient, options?: CallOptions): Promise<SamlVendorConfig> {
  return request(client, { method: 'GET', path: `${CONFIG}/vendor-config`, ...options });
}

/** `POST /team/resources/sso/v1/saml/configurations/metadata` [metadata]: configures SAML from IdP metadata XML. */
export function updateSamlMetadata(client: ApiClient, body: SsoMetadataRequest, options?: CallOptions): Promise<SsoConfiguration> {
  return request(client, { method: 'POST', path: `${CONFIG}/metadata`, body, ...options });
}

/** `PUT /team/resources/sso/v1/saml/validations/domain`: checks the domain's DNS verification record. */
export function validateSamlDomain(client: ApiClient, options?: CallOptions): Promise<SsoConfiguration> {
  return request(client, { method: 'PUT', path: `${SAML_V1}/validations/domain`, ...options });
}

/** `PUT /team/resources/sso/v2/saml/validations/domain`: checks the domain's DNS verification record (v2). */
export function validateSamlDomainV2(client: ApiClient, options?: CallOptions): Promise<SsoConfiguration> {
  return request(client, { method: 'PUT', path: `${SAML_V2}/validations/domain`, ...options });
}

/** `GET /team/resources/sso/v1/saml/configurations/default-roles`: roles given to SAML users. */
export function getSamlDefaultRoles(client: ApiClient, options?: CallOptions): Promise<SsoDefaultRoles> {
  return request(client, { method: 'GET', path: `${CONFIG}/default-roles`, ...options });
}

/** `PUT /team/resources/sso/v1/saml/configurations/default-roles` [roleIds]. */
export function setSamlDefaultRoles(client: ApiClient, body: SetSsoDefaultRolesRequest, options?: CallOptions): Promise<SsoDefaultRoles> {
  return request(client, { method: 'PUT', path: `${CONFIG}/default-roles`, body, ...options });
}

/** `GET /team/resources/sso/v2/saml/configurations/groups`: IdP groups mapped to roles. */
export function getSamlGroups(client: ApiClient, options?: CallOptions): Promise<SsoGroup[]> {
  return request(client, { method: 'GET', path: GROUPS_V2, ...options });
}

/** `POST /team/resources/sso/v2/saml/configurations/groups` [group, roleIds]. */
export function createSamlGroup(client: ApiClient, body: CreateSsoGroupRequest, options?: CallOptions): Promise<SsoGroup> {
  return request(client, { method: 'POST', path: GROUPS_V2, body, ...options });
}

/** `PATCH /team/resources/sso/v2/saml/configurations/groups/{groupId}` [group, roleIds]. */
export function updateSamlGroup(
  client: ApiClient,
  groupId: string,
  body: UpdateSsoGroupRequest,
  options?: CallOptions,
): Promise<SsoGroup> {
  return request(client, { method: 'PATCH', path: `${GROUPS_V2}/${encodeURIComponent(groupId)}`, body, ...options });
}

/** `DELETE /team/resources/sso/v2/saml/configurations/groups/{groupId}`. */
export function deleteSamlGroup(client: ApiClient, groupId: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: `${GROUPS_V2}/${encodeURIComponent(groupId)}`, ...options });
}
