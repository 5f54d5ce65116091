import type { ApiClient } from '../core/client';
import { TENANTS } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import { SUB_TENANTS_SEARCH_DEFAULTS, withDefaults } from './defaults';
import type {
  CreateSubTenantRequest,
  PagedResult,
  SearchSubTenantsQuery,
  Tenant,
  UpdateSubTenantHierarchySettingsRequest,
  UpdateSubTenantManagementRequest,
  UpdateSubTenantRequest,
} from './types';

const SUB_TENANTS = `${TENANTS}/sub-tenants/v1`;
const one = (tenantId: string) => `${SUB_TENANTS}/${encodeURIComponent(tenantId)}`;

/** `POST /tenants/resources/sub-tenants/v1`: creates a sub-account. */
export function createSubTenant(client: ApiClient, body: CreateSubTenantRequest, options?: CallOptions): Promise<Tenant> {
  return request(client, { method: 'POST', path: SUB_TENANTS, body, ...options });
}

/** `PATCH /tenants/resources/sub-tenants/v1/{tenantId}`: renames or edits a sub-account. */
export function updateSubTenant(
  client: ApiClient,
  tenantId: string,
  body: UpdateSubTenantRequest,
  options?: CallOptions,
): Promise<Tenant> {
  return request(client, { method: 'PATCH', path: one(tenantId), body, ...options });
}

/** `DELETE /tenants/resources/sub-tenants/v1/{tenantId}`: deletes a sub-account. */
export function deleteSubTenant(client: ApiClient, tenantId: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: one(tenantId), ...options });
}

/** `PUT /tenants/resources/sub-tenants/v1/{tenantId}/management` [isReseller]: the reseller switch. */
export function updateSubTenantManagement(
  client: ApiClient,
  tenantId: string,
  body: UpdateSubTenantManagementRequest,
  options?: CallOptions,
): Promise<Tenant> {
  return request(client, { method: 'PUT', path: `${one(tenantId)}/management`, body, ...options });
}

/** `PUT /tenants/resources/sub-tenants/v1/{tenantId}/hierarchy-settings` [subAccountAccessType]. */
export function updateSubTenantHierarchySettings(
  client: ApiClient,
  tenantId: string,
  body: UpdateSubTenantHierarchySettingsRequest,
  options?: CallOptions,
): Promise<Tenant> {
  return request(client, { method: 'PUT', path: `${one(tenantId)}/hierarchy-settings`, body, ...options });
}

/** `GET /tenants/resources/sub-tenants/v1/search` [_offset, _limit (50), _filter, _subTenantId]: sub-account search. */
export function searchSubTenants(
  client: ApiClient,
  query?: SearchSubTenantsQuery,
  options?: CallOptions,
): Promise<PagedResult<Tenant>> {
  return request(client, { method: 'GET', path: `${SUB_TENANTS}/search`, query: withDefaults(SUB_TENANTS_SEARCH_DEFAULTS, query), ...options });
}
