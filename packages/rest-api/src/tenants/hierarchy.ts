import type { ApiClient } from '../core/client';
import { IDENTITY, TENANTS } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type { HierarchyQuery, Tenant, TenantHierarchyMetadata, TenantUsersCount, TenantsUsersCountRequest } from './types';

const HIERARCHY = `${TENANTS}/hierarchy`;
const TENANT_USERS = `${IDENTITY}/tenants/users/v1`;

/** `GET /tenants/resources/hierarchy/v1`: the sub-tenants below the current tenant. */
export function getSubTenants(client: ApiClient, options?: CallOptions): Promise<Tenant[]> {
  return request(client, { method: 'GET', path: `${HIERARCHY}/v1`, ...options });
}

/** `GET /tenants/resources/hierarchy/v1/tree`: the current tenant with its descendants as `children`. */
export function getSubTenantsAsTree(client: ApiClient, options?: CallOptions): Promise<Tenant> {
  return request(client, { method: 'GET', path: `${HIERARCHY}/v1/tree`, ...options });
}

/** `GET /tenants/resources/hierarchy/v1/parents`: the current tenant's ancestors. */
export function getParentTenants(client: ApiClient, options?: CallOptions): Promise<Tenant[]> {
  return request(client, { method: 'GET', path: `${HIERARCHY}/v1/parents`, ...options });
}

/** `GET /tenants/resources/hierarchy/v1/parents/{tenantId}`: a tenant's ancestors. */
export function getParentTenantsById(client: ApiClient, tenantId: string, options?: CallOptions): Promise<Tenant[]> {
  return request(client, { method: 'GET', path: `${HIERARCHY}/v1/parents/${encodeURIComponent(tenantId)}`, ...options });
}

/** `GET /tenants/resources/hierarchy/v2` [_tenantIds]: the hierarchy, optionally of given tenants only. */
export function getTenantsHierarchy(client: ApiClient, query?: HierarchyQuery, options?: CallOptions): Promise<Tenant[]> {
  return request(client, { method: 'GET', path: `${HIERARCHY}/v2`, query: { ...query }, ...options });
}

/** `GET /tenants/resources/hierarchy/metadata/v2` [_tenantIds]: names, parents and reseller flags of tenants. */
export function getTenantsHierarchyMetadata(
  client: ApiClient,
  query?: HierarchyQuery,
  options?: CallOptions,
): Promise<TenantHierarchyMetadata[]> {
  return request(client, { method: 'GET', path: `${HIERARCHY}/metadata/v2`, query: { ...query }, ...options });
}

/** `POST /tenants/users/v1/count` [tenantIds]: users count of each tenant. */
export function getTenantsUsersCount(
  client: ApiClient,
  body: TenantsUsersCountRequest,
  options?: CallOptions,
): Promise<TenantUsersCount[]> {
  return request(client, { method: 'POST', path: `${TENANT_USERS}/count`, body, ...options });
}

/** `POST /tenants/users/v1/{userId}/disable`: disables a user in the current tenant. */
export function disableTenantUser(client: ApiClient, userId: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'POST', path: `${TENANT_USERS}/${encodeURIComponent(userId)}/disable`, ...options });
}

/** `POST /tenants/users/v1/{userId}/enable`: enables a disabled user again. */
export function enableTenantUser(client: ApiClient, userId: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'POST', path: `${TENANT_USERS}/${encodeURIComponent(userId)}/enable`, ...options });
}
