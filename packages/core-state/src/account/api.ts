import type { ApiClient } from '@portico/rest-api';
import { getAdminBoxConfiguration, updateAdminBoxConfiguration } from '@portico/rest-api/metadata';
import type { AdminBoxAction, MetadataRow } from '@portico/rest-api/metadata';
import { getAccountSettings, updateAccountSettings } from '@portico/rest-api/tenants';
import type { AccountSettings, UpdateAccountSettingsRequest } from '@portico/rest-api/tenants';

/** The calls the account store makes (REST or preview). */
export interface AccountApi {
  getAccountSettings(): Promise<AccountSettings>;
  updateAccountSettings(body: UpdateAccountSettingsRequest): Promise<AccountSettings>;
  getAdminBoxConfiguration(): Promise<MetadataRow>;
  /** Refused locally with "No changes to update" for an empty list (by `@portico/rest-api`). */
  updateAdminBoxConfiguration(actions: AdminBoxAction[]): Promise<MetadataRow>;
}

/** {@link AccountApi} over `@portico/rest-api`. */
export const createAccountRestApi = (client: ApiClient): AccountApi => ({
  getAccountSettings: () => getAccountSettings(client),
  updateAccountSettings: (body) => updateAccountSettings(client, body),
  getAdminBoxConfiguration: () => getAdminBoxConfiguration(client),
  updateAdminBoxConfiguration: (actions) => updateAdminBoxConfiguration(client, { actions }),
});
