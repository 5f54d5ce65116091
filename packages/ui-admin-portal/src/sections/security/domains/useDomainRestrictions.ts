import { selectVisibleDomains, shownStatus } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../../context';
import { useLoadOnMount } from '../../../components/useLoadOnMount';
import { useRestrictionActions } from '../useSecuritySection';

/** The domain tab's config and its save state, the chosen list (loaded on mount), its dialogs and the actions. */
export function useDomainRestrictions() {
  const { admin } = useAdmin();
  const store = admin.restrictions;
  useLoadOnMount(() => store.getState().loadDomains(), [store]);
  const config = useStore(store, (st) => st.domainConfig);
  const save = useStore(store, (st) => st.domainConfigSave);
  const rows = useStore(store, selectVisibleDomains);
  const status = useStore(store, (st) => shownStatus(st.domains.status));
  const error = useStore(store, (st) => st.domains.error);
  const add = useStore(store, (st) => st.dialogs.domainAdd);
  const remove = useStore(store, (st) => st.dialogs.domainRemove);
  return { config, save, rows, status, error, add, remove, ...useRestrictionActions() };
}
