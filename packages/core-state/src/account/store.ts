import type { UpdateAccountSettingsRequest } from '@portico/rest-api/tenants';
import type { StoreApi } from 'zustand/vanilla';
import { loadInto } from '../shared/load';
import { inputError, adminErrorMessage, idle, idleAction } from '../shared/status';
import { isImageDataUrl } from '../profile/validate';
import { createFlowStore } from '../shared/store';
import type { AccountApi } from './api';
import type { AccountState } from './types';

/** Local refusals of the account store. */
export const ACCOUNT_MESSAGES = {
  invalidLogo: 'The logo must be a base64 image data URL or an http(s) address',
  invalidWebsite: 'The website must be an http(s) address',
  companyNameRequired: 'Enter the company name',
} as const;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

function check(patch: UpdateAccountSettingsRequest): void {
  if (patch.companyName !== undefined && !patch.companyName.trim()) throw inputError(ACCOUNT_MESSAGES.companyNameRequired);
  if (patch.logo && !isImageDataUrl(patch.logo) && !isHttpUrl(patch.logo)) throw inputError(ACCOUNT_MESSAGES.invalidLogo);
  if (patch.website && !isHttpUrl(patch.website)) throw inputError(ACCOUNT_MESSAGES.invalidWebsite);
}

/** Creates the account store: tenant settings and the custom login box. */
export function createAccountStore(deps: { api: AccountApi }): StoreApi<AccountState> {
  const { api } = deps;
  return createFlowStore<AccountState>((set, get) => ({
    settings: idle(null),
    save: idleAction(),
    customLogin: idle(null),
    customLoginSave: idleAction(),
    loadSettings: async () => void (await loadInto(set, 'settings', () => api.getAccountSettings())),
    async saveSettings(patch) {
      set((s) => void (s.save = { status: 'loading' }));
      try {
        check(patch);
        const current = get().settings.data ?? {};
        const changed = Object.fromEntries(
          Object.entries(patch).filter(([key, value]) => value !== undefined && current[key as keyof typeof current] !== value),
        ) as UpdateAccountSettingsRequest;
        const data = Object.keys(changed).length ? await api.updateAccountSettings(changed) : current;
        set((s) => ((s.settings = { status: 'ready', data: { ...current, ...data } }), (s.save = { status: 'success' })));
        return true;
      } catch (error) {
        set((s) => void (s.save = { status: 'error', error: adminErrorMessage(error) }));
        return false;
      }
    },
    loadCustomLogin: async () => void (await loadInto(set, 'customLogin', () => api.getAdminBoxConfiguration())),
    async updateCustomLogin(actions) {
      set((s) => void (s.customLoginSave = { status: 'loading' }));
      try {
        const data = await api.updateAdminBoxConfiguration(actions);
        set((s) => ((s.customLogin = { status: 'ready', data }), (s.customLoginSave = { status: 'success' })));
        return true;
      } catch (error) {
        set((s) => void (s.customLoginSave = { status: 'error', error: adminErrorMessage(error) }));
        return false;
      }
    },
  }));
}
