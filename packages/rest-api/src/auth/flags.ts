import type { ApiClient } from '../core/client';
import { FLAGS } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type { FeatureFlags } from './types';

/** GET /flags: feature flags (`on`/`off`) for the given keys, comma-separated in `feature-keys`; all when none given. */
export function getFeatureFlags(client: ApiClient, keys: readonly string[] = [], options?: CallOptions): Promise<FeatureFlags> {
  const query = { 'feature-keys': keys.length > 0 ? keys.join(',') : undefined };
  return request<FeatureFlags>(client, { method: 'GET', path: FLAGS, query, signal: options?.signal });
}
