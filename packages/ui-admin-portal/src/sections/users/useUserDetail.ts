import { selectOpenedUserRow } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';
import { useUserActions } from './useUsersSection';

/** One user's page: the user opened on mount (with the roles its dialogs offer, closed on unmount), its notices and the actions. */
export function useUserDetail(userId: string) {
  const { admin } = useAdmin();
  const store = admin.users;
  useLoadOnMount(() => {
    const { openUser, loadRoles } = store.getState();
    void openUser(userId);
    void loadRoles();
    return () => void openUser(null);
  }, [store, userId]);
  const opened = useStore(store, (st) => st.opened);
  const user = useStore(store, selectOpenedUserRow);
  const notice = useStore(store, (st) => st.notice);
  const rowError = useStore(store, (st) => st.rowError);
  return { opened, user, notice, rowError, ...useUserActions() };
}
