import type { ApiClient } from '@portico/rest-api';
import type { Role } from '@portico/rest-api/roles';
import {
  createSamlGroup, deleteSamlGroup, deleteSsoConfiguration, getSamlConfiguration, getSamlDefaultRoles, getSamlGroups, setSamlDefaultRoles, updateSamlConfiguration,
  updateSamlGroup, updateSamlMetadata, updateSsoConfigurationByMetadataUrl, validateSamlDomain,
} from '@portico/rest-api/sso';
import type { SsoConfiguration, SsoGroup, UpdateSamlConfigurationRequest } from '@portico/rest-api/sso';
import { getTeamRoles } from '@portico/rest-api/tenants';

/** The calls the SSO store makes (REST or preview): the tenant's single SSO configuration, its roles and group mappings. */
export interface SsoApi {
  getConfig(): Promise<SsoConfiguration>;
  saveConfig(body: UpdateSamlConfigurationRequest): Promise<SsoConfiguration>;
  deleteConfig(configId: string): Promise<void>;
  validateDomain(): Promise<SsoConfiguration>;
  uploadMetadata(metadata: string): Promise<SsoConfiguration>;
  metadataFromUrl(configId: string, url: string): Promise<SsoConfiguration>;
  getDefaultRoles(): Promise<string[]>;
  setDefaultRoles(roleIds: string[]): Promise<string[]>;
  getGroups(): Promise<SsoGroup[]>;
  createGroup(group: string, roleIds: string[]): Promise<SsoGroup>;
  updateGroup(id: string, patch: { group?: string; roleIds?: string[] }): Promise<SsoGroup>;
  deleteGroup(id: string): Promise<void>;
  getRoles(): Promise<Role[]>;
}

/** {@link SsoApi} over `@portico/rest-api`. */
export function createSsoRestApi(client: ApiClient): SsoApi {
  return {
    getConfig: () => getSamlConfiguration(client),
    saveConfig: (body) => updateSamlConfiguration(client, body),
    deleteConfig: (configId) => deleteSsoConfiguration(client, configId),
    validateDomain: () => validateSamlDomain(client),
    uploadMetadata: (metadata) => updateSamlMetadata(client, { metadata }),
    metadataFromUrl: (configId, url) => updateSsoConfigurationByMetadataUrl(client, configId, { url }),
    getDefaultRoles: async () => (await getSamlDefaultRoles(client)).roleIds,
    setDefaultRoles: async (roleIds) => (await setSamlDefaultRoles(client, { roleIds })).roleIds,
    getGroups: () => getSamlGroups(client),
    createGroup: (group, roleIds) => createSamlGroup(client, { group, roleIds }),
    updateGroup: (id, patch) => updateSamlGroup(client, id, patch),
    deleteGroup: (id) => deleteSamlGroup(client, id),
    getRoles: () => getTeamRoles(client),
  };
}
