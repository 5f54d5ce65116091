import { selectHasClientId, type TokenKind } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';

/** The API tokens store's actions: stable functions of the store, taken from it rather than from a state snapshot. */
export function useTokenActions() {
  const { admin } = useAdmin();
  const { openCreate, openDelete, closeDialog, create, deleteToken, dismissSecret } = admin.apiTokens.getState();
  return { openCreate, openDelete, closeDialog, create, deleteToken, dismissSecret };
}

/** One kind's tokens (loaded on mount, with the roles a tenant token may carry) and the actions. */
export function useTokensSection(kind: TokenKind) {
  const { admin } = useAdmin();
  const store = admin.apiTokens;
  useLoadOnMount(() => {
    void store.getState().load(kind);
    if (kind === 'tenant') void admin.users.getState().loadRoles();
  }, [store, kind, admin]);
  const list = useStore(store, (st) => st[kind]);
  const hasClientId = useStore(store, selectHasClientId);
  const roles = useStore(admin.users, (st) => st.roles.data);
  return { list, hasClientId, roles, ...useTokenActions() };
}

/** The create and remove dialogs' states, the roles offered and the secret shown once after creating. */
export function useTokenDialogs() {
  const { admin } = useAdmin();
  const createState = useStore(admin.apiTokens, (st) => st.dialogs.create);
  const created = useStore(admin.apiTokens, (st) => st.created);
  const remove = useStore(admin.apiTokens, (st) => st.dialogs.remove);
  const roles = useStore(admin.users, (st) => st.roles.data);
  return { createState, created, remove, roles, ...useTokenActions() };
}
