import type { AccountSettings } from '@portico/rest-api/tenants';
import { memoSelector } from '../shared/memo';
import type { DisplaySettings } from './format';
import type { AccountState } from './types';

const NO_CONFIGURATION: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

/** The settings form's initial values (empty strings for missing fields). */
export const selectAccountForm = memoSelector(
  (s: AccountState) => [s.settings.data] as const,
  (data): Required<Omit<AccountSettings, 'id' | 'tenantId'>> => {
  const d = data ?? {};
  return {
    companyName: d.companyName ?? '',
    address: d.address ?? '',
    website: d.website ?? '',
    timezone: d.timezone ?? '',
    currency: d.currency ?? '',
    dateFormat: d.dateFormat ?? '',
    timeFormat: d.timeFormat ?? '',
    logo: d.logo ?? '',
  };
  },
);

/** The custom login box configuration (empty object until loaded). */
export const selectCustomLoginConfiguration = (s: AccountState): Record<string, unknown> => s.customLogin.data?.configuration ?? NO_CONFIGURATION;

const NO_DISPLAY_SETTINGS: DisplaySettings = Object.freeze({});

/** The account's time zone and date / time formats as loaded (none before the settings are read: the locale decides). */
export const selectDisplaySettings = (s: AccountState): DisplaySettings => s.settings.data ?? NO_DISPLAY_SETTINGS;
