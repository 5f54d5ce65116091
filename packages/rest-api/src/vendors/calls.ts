import type { ApiClient } from '../core/client';
import { VENDORS } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type { VendorPublicInfo } from './types';

/** `GET /vendors/public`: the vendor's public branding (white-label mode, name, logo). */
export function getVendorPublicInfo(client: ApiClient, options?: CallOptions): Promise<VendorPublicInfo> {
  return request<VendorPublicInfo>(client, { signal: options?.signal, method: 'GET', path: `${VENDORS}/public` });
}
