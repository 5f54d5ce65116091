import type { ApiClient } from '@portico/rest-api';
import { getPublicConfigurations } from '@portico/rest-api/configurations';
import type { MachineAuthStrategy } from '@portico/rest-api/configurations';
import {
  createTenantAccessToken,
  createTenantApiToken,
  createUserAccessToken,
  createUserApiToken,
  deleteTenantAccessToken,
  deleteTenantApiToken,
  deleteUserAccessToken,
  deleteUserApiToken,
  listTenantAccessTokens,
  listTenantApiTokens,
  listUserAccessTokens,
  listUserApiTokens,
} from '@portico/rest-api/users';
import type { ApiToken, CreateTenantTokenInput } from '@portico/rest-api/users';

/** Personal (the user's) or tenant tokens. */
export type TokenKind = 'personal' | 'tenant';

/** The calls the API tokens store makes (REST or preview); `strategy` picks client-credentials or access-token calls. */
export interface ApiTokensApi {
  /** The vendor's machine-to-machine strategy (ClientCredentials when not set). */
  getMachineStrategy(): Promise<MachineAuthStrategy>;
  list(kind: TokenKind, strategy: MachineAuthStrategy): Promise<ApiToken[]>;
  /** Expiry in days, sent as minutes (× 1440); null: never expires. `roleIds` only for tenant tokens. */
  create(kind: TokenKind, strategy: MachineAuthStrategy, input: CreateTenantTokenInput): Promise<ApiToken>;
  remove(kind: TokenKind, strategy: MachineAuthStrategy, id: string): Promise<void>;
}

/** {@link ApiTokensApi} over `@portico/rest-api`. */
export function createApiTokensRestApi(client: ApiClient): ApiTokensApi {
  const cc = (strategy: MachineAuthStrategy) => strategy !== 'AccessToken';
  return {
    getMachineStrategy: async () => (await getPublicConfigurations(client)).machineToMachineAuthStrategy ?? 'ClientCredentials',
    list: (kind, strategy) =>
      kind === 'personal'
        ? cc(strategy) ? listUserApiTokens(client) : listUserAccessTokens(client)
        : cc(strategy) ? listTenantApiTokens(client) : listTenantAccessTokens(client),
    create: (kind, strategy, { description, expiresInDays, roleIds }) => {
      const base = { ...(description ? { description } : {}), expiresInDays: expiresInDays ?? null };
      if (kind === 'personal') return cc(strategy) ? createUserApiToken(client, base) : createUserAccessToken(client, base);
      const body = { ...base, roleIds: roleIds ?? [] };
      return cc(strategy) ? createTenantApiToken(client, body) : createTenantAccessToken(client, body);
    },
    remove: (kind, strategy, id) =>
      kind === 'personal'
        ? cc(strategy) ? deleteUserApiToken(client, id) : deleteUserAccessToken(client, id)
        : cc(strategy) ? deleteTenantApiToken(client, id) : deleteTenantAccessToken(client, id),
  };
}
