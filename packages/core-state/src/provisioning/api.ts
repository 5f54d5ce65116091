import type { ApiClient } from '@portico/rest-api';
import { CLIENT_DEFAULTS } from '@portico/rest-api';
import { createScimConfiguration, deleteScimConfiguration, getScimConfigurations, getScimUsersCount } from '@portico/rest-api/sso';
import type { CreateScimConfigurationRequest, ScimConfiguration } from '@portico/rest-api/sso';

/** Path of the server's SCIM 2.0 service after the API prefix. */
export const SCIM_PATH = '/scim/v2';

/** The calls the provisioning store makes (REST or preview). */
export interface ProvisioningApi {
  list(): Promise<ScimConfiguration[]>;
  /** Creates a connection; the answer carries its bearer token, the only time it is shown. */
  create(input: CreateScimConfigurationRequest): Promise<ScimConfiguration>;
  remove(id: string): Promise<void>;
  usersCount(id: string): Promise<number>;
  /** The SCIM base URL an identity provider is given (a promise, as every port method). */
  scimBaseUrl(): Promise<string>;
}

/** The absolute SCIM base URL of the client's API (`{baseUrl}/{prefix}/scim/v2`). */
export function scimBaseUrlOf(client: ApiClient): string {
  const { baseUrl, prefix = CLIENT_DEFAULTS.prefix } = client.options;
  const origin = typeof baseUrl === 'function' ? baseUrl(SCIM_PATH) : baseUrl;
  // A same-origin client (empty base) is on the page's origin.
  const absolute = origin || (typeof location === 'undefined' ? '' : location.origin);
  return `${absolute.replace(/\/+$/, '')}/${prefix}${SCIM_PATH}`;
}

/** {@link ProvisioningApi} over `@portico/rest-api`. */
export function createProvisioningRestApi(client: ApiClient): ProvisioningApi {
  return {
    list: () => getScimConfigurations(client),
    create: (input) => createScimConfiguration(client, input),
    remove: (id) => deleteScimConfiguration(client, id),
    usersCount: async (id) => (await getScimUsersCount(client, id)).count,
    scimBaseUrl: async () => scimBaseUrlOf(client),
  };
}
