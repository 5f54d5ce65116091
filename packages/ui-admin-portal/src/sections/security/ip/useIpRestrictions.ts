import { selectIpPaging } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../../context';
import { useLoadOnMount } from '../../../components/useLoadOnMount';
import { useRestrictionActions } from '../useSecuritySection';

/** The IP tab's list and paging (loaded on mount), the remove dialog and whether that removal may lock the admin out. */
export function useIpRestrictions() {
  const { admin } = useAdmin();
  const store = admin.restrictions;
  useLoadOnMount(() => store.getState().loadIp(), [store]);
  const list = useStore(store, (st) => st.ipList);
  const paging = useStore(store, selectIpPaging);
  const remove = useStore(store, (st) => st.dialogs.ipRemove);
  const myIp = useStore(store, (st) => st.myIp.data);
  const configError = useStore(store, (st) => st.ipConfig.error);
  const actions = useRestrictionActions();
  const removing = list.items.find((i) => i.id === remove.target);
  const risky = removing ? actions.entryMayLockMeOut({ removing }) : false;
  return { list, paging, remove, myIp, configError, removing, risky, ...actions };
}

/** The IP config card: the active toggle and mode, their save state, the admin's own address and whether it passes. */
export function useIpConfig() {
  const { admin } = useAdmin();
  const store = admin.restrictions;
  const config = useStore(store, (st) => st.ipConfig.data);
  const save = useStore(store, (st) => st.ipConfigSave);
  const myIp = useStore(store, (st) => st.myIp.data);
  const self = useStore(store, (st) => st.self);
  return { config, save, myIp, self, ...useRestrictionActions() };
}

/** An IP entry dialog's state, the entry it edits, the list shown (the default strategy) and the admin's address. */
export function useIpEntryDialog(name: 'ipAdd' | 'ipEdit') {
  const { admin } = useAdmin();
  const store = admin.restrictions;
  const state = useStore(store, (st) => st.dialogs[name]);
  const items = useStore(store, (st) => st.ipList.items);
  const shown = useStore(store, (st) => st.ipList.strategy);
  const myIp = useStore(store, (st) => st.myIp.data);
  const editing = name === 'ipEdit' ? items.find((i) => i.id === state.target) : undefined;
  return { state, editing, shown, myIp, ...useRestrictionActions() };
}
