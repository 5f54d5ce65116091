import type { ApiClient } from '../core/client';
import { request, type CallOptions } from '../core/request';
import { toExpiresInMinutes } from './expiry';
import { segment } from './paths';
import type { ApiToken, CreateTenantTokenBody, CreateTenantTokenInput, CreateTokenBody, CreateTokenInput } from './types';

// Plain literals (IDENTITY spelled out): bundlers drop unused template literals less reliably, and every call pays.
const USER_API_TOKENS = '/identity/resources/users/api-tokens/v1';
const USER_ACCESS_TOKENS = '/identity/resources/users/access-tokens/v1';
const TENANT_API_TOKENS_V1 = '/identity/resources/tenants/api-tokens/v1';
const TENANT_API_TOKENS_V2 = '/identity/resources/tenants/api-tokens/v2';
const TENANT_ACCESS_TOKENS = '/identity/resources/tenants/access-tokens/v1';
// Create and delete are async so that a refused expiry or id rejects the promise instead of throwing.

const userTokenBody = (input: CreateTokenInput): CreateTokenBody => ({
  description: input.description,
  expiresInMinutes: toExpiresInMinutes(input.expiresInDays),
});
const tenantTokenBody = (input: CreateTenantTokenInput): CreateTenantTokenBody => ({
  ...userTokenBody(input),
  roleIds: input.roleIds,
});

/** GET /users/api-tokens/v1: the user's personal API tokens (client credentials). */
export function listUserApiTokens(client: ApiClient, options?: CallOptions): Promise<ApiToken[]> {
  return request<ApiToken[]>(client, { method: 'GET', path: USER_API_TOKENS, signal: options?.signal });
}

/** POST /users/api-tokens/v1: creates a personal API token; `expiresInDays` is sent as `expiresInMinutes`. */
export async function createUserApiToken(client: ApiClient, input: CreateTokenInput, options?: CallOptions): Promise<ApiToken> {
  return request<ApiToken>(client, { method: 'POST', path: USER_API_TOKENS, body: userTokenBody(input), signal: options?.signal });
}

/** DELETE /users/api-tokens/v1/{id}: deletes a personal API token. */
export async function deleteUserApiToken(client: ApiClient, id: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'DELETE', path: `${USER_API_TOKENS}/${segment(id, 'id')}`, signal: options?.signal });
}

/** An access-token list as the server answers it now (`{ accessTokens }`) or did (a bare array). */
type AccessTokenList = ApiToken[] | { accessTokens: ApiToken[] };
const accessTokens = async (answer: Promise<AccessTokenList>): Promise<ApiToken[]> => {
  const r = await answer;
  return Array.isArray(r) ? r : r.accessTokens;
};

/** GET /users/access-tokens/v1: the user's personal access tokens (answered as `{ accessTokens }`). */
export function listUserAccessTokens(client: ApiClient, options?: CallOptions): Promise<ApiToken[]> {
  return accessTokens(request<AccessTokenList>(client, { method: 'GET', path: USER_ACCESS_TOKENS, signal: options?.signal }));
}

/** POST /users/access-tokens/v1: creates a personal access token; `expiresInDays` is sent as `expiresInMinutes`. */
export async function createUserAccessToken(client: ApiClient, input: CreateTokenInput, options?: CallOptions): Promise<ApiToken> {
  return request<ApiToken>(client, { method: 'POST', path: USER_ACCESS_TOKENS, body: userTokenBody(input), signal: options?.signal });
}

/** DELETE /users/access-tokens/v1/{id}: deletes a personal access token. */
export async function deleteUserAccessToken(client: ApiClient, id: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'DELETE', path: `${USER_ACCESS_TOKENS}/${segment(id, 'id')}`, signal: options?.signal });
}

/** GET /tenants/api-tokens/v1: the tenant's API tokens. */
export function listTenantApiTokens(client: ApiClient, options?: CallOptions): Promise<ApiToken[]> {
  return request<ApiToken[]>(client, { method: 'GET', path: TENANT_API_TOKENS_V1, signal: options?.signal });
}

/** POST /tenants/api-tokens/v2: creates a tenant API token with roles; `expiresInDays` is sent as `expiresInMinutes`. */
export async function createTenantApiToken(client: ApiClient, input: CreateTenantTokenInput, options?: CallOptions): Promise<ApiToken> {
  return request<ApiToken>(client, { method: 'POST', path: TENANT_API_TOKENS_V2, body: tenantTokenBody(input), signal: options?.signal });
}

/** DELETE /tenants/api-tokens/v1/{id}: deletes a tenant API token. */
export async function deleteTenantApiToken(client: ApiClient, id: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'DELETE', path: `${TENANT_API_TOKENS_V1}/${segment(id, 'id')}`, signal: options?.signal });
}

/** GET /tenants/access-tokens/v1: the tenant's access tokens (answered as `{ accessTokens }`). */
export function listTenantAccessTokens(client: ApiClient, options?: CallOptions): Promise<ApiToken[]> {
  return accessTokens(request<AccessTokenList>(client, { method: 'GET', path: TENANT_ACCESS_TOKENS, signal: options?.signal }));
}

/** POST /tenants/access-tokens/v1: creates a tenant access token; `expiresInDays` is sent as `expiresInMinutes`. */
export async function createTenantAccessToken(client: ApiClient, input: CreateTenantTokenInput, options?: CallOptions): Promise<ApiToken> {
  return request<ApiToken>(client, { method: 'POST', path: TENANT_ACCESS_TOKENS, body: tenantTokenBody(input), signal: options?.signal });
}

/** DELETE /tenants/access-tokens/v1/{id}: deletes a tenant access token. */
export async function deleteTenantAccessToken(client: ApiClient, id: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'DELETE', path: `${TENANT_ACCESS_TOKENS}/${segment(id, 'id')}`, signal: options?.signal });
}
