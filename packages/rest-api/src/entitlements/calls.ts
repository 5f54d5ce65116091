import type { ApiClient } from '../core/client';
import { ENTITLEMENTS } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type { UserEntitlementsQuery, UserEntitlementsResponse } from './types';

/**
 * `GET /entitlements/api/v2/user-entitlements`: the current user's entitlements, optionally narrowed to one
 * feature key or one permission key.
 */
export function getUserEntitlements(
  client: ApiClient,
  query?: UserEntitlementsQuery,
  options?: CallOptions,
): Promise<UserEntitlementsResponse> {
  return request<UserEntitlementsResponse>(client, {
    signal: options?.signal,
    method: 'GET',
    path: `${ENTITLEMENTS}/v2/user-entitlements`,
    query: { featureKey: query?.featureKey, permissionKey: query?.permissionKey },
  });
}
