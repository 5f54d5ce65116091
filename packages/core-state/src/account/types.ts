import type { AdminBoxAction, MetadataRow } from '@portico/rest-api/metadata';
import type { AccountSettings, UpdateAccountSettingsRequest } from '@portico/rest-api/tenants';
import type { ActionState, Loadable } from '../shared/status';

/** Tabs of the account section (product-spec §2); the portal's address holds the selected one. */
export type AccountTab = 'settings' | 'customLogin';

/** State of `admin.account`. */
export interface AccountState {
  /** The tenant's account settings (companyName, address, website, timezone, currency, date/time format, logo). */
  settings: Loadable<AccountSettings | null>;
  /** Save of the settings form. */
  save: ActionState;
  /** The custom login box configuration (admin-box metadata). */
  customLogin: Loadable<MetadataRow | null>;
  /** Save of the custom login box. */
  customLoginSave: ActionState;
  loadSettings(): Promise<void>;
  /** Saves changed settings; only fields that differ from the loaded ones are sent. A `logo` must be an image data URL or http(s) URL. */
  saveSettings(patch: UpdateAccountSettingsRequest): Promise<boolean>;
  loadCustomLogin(): Promise<void>;
  /** Applies login-box changes; an empty list is refused locally with "No changes to update". */
  updateCustomLogin(actions: AdminBoxAction[]): Promise<boolean>;
}
