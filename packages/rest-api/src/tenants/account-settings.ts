import type { ApiClient } from '../core/client';
import { TENANTS } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type { AccountSettings, PublicAccountSettings, UpdateAccountSettingsRequest } from './types';

const ACCOUNT_SETTINGS = `${TENANTS}/account-settings/v1`;

/** `GET /tenants/resources/account-settings/v1`: the current tenant's account settings. */
export function getAccountSettings(client: ApiClient, options?: CallOptions): Promise<AccountSettings> {
  return request(client, { method: 'GET', path: ACCOUNT_SETTINGS, ...options });
}

/** `PUT /tenants/resources/account-settings/v1`: saves account settings. */
export function updateAccountSettings(
  client: ApiClient,
  body: UpdateAccountSettingsRequest,
  options?: CallOptions,
): Promise<AccountSettings> {
  return request(client, { method: 'PUT', path: ACCOUNT_SETTINGS, body, ...options });
}

/** `GET /tenants/resources/account-settings/v1/public`: settings readable before login (branding). */
export function getPublicAccountSettings(client: ApiClient, options?: CallOptions): Promise<PublicAccountSettings> {
  return request(client, { method: 'GET', path: `${ACCOUNT_SETTINGS}/public`, ...options });
}
