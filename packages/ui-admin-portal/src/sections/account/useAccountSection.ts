import { selectAccountForm, selectCustomLoginConfiguration } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';

/** Loads the open tab's data (settings or custom login) on mount and whenever the tab changes. */
export function useAccountSection(tab: string | undefined) {
  const { admin } = useAdmin();
  const store = admin.account;
  useLoadOnMount(() => {
    if (tab === 'settings') void store.getState().loadSettings();
    if (tab === 'customLogin') void store.getState().loadCustomLogin();
  }, [tab, store]);
}

/** The settings tab: its load state, form values, save state and the save action (a stable store function). */
export function useAccountSettings() {
  const { admin } = useAdmin();
  const settings = useStore(admin.account, (st) => st.settings);
  const values = useStore(admin.account, selectAccountForm);
  const save = useStore(admin.account, (st) => st.save);
  return { settings, values, save, saveSettings: admin.account.getState().saveSettings };
}

/** The custom-login tab: its load state, configuration, save state and the update action. */
export function useCustomLogin() {
  const { admin } = useAdmin();
  const load = useStore(admin.account, (st) => st.customLogin);
  const configuration = useStore(admin.account, selectCustomLoginConfiguration);
  const save = useStore(admin.account, (st) => st.customLoginSave);
  return { load, configuration, save, updateCustomLogin: admin.account.getState().updateCustomLogin };
}
