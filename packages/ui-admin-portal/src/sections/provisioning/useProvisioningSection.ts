import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';

/** The provisioning store's actions: stable functions of the store, taken from it rather than from a state snapshot. */
export function useProvisioningActions() {
  const { admin } = useAdmin();
  const { openDialog, closeDialog, create, deleteConnection, dismissToken } = admin.provisioning.getState();
  return { openDialog, closeDialog, create, deleteConnection, dismissToken };
}

/** The provisioning section's connections (loaded on mount), SCIM base URL and actions. */
export function useProvisioningSection() {
  const { admin } = useAdmin();
  const store = admin.provisioning;
  useLoadOnMount(() => store.getState().load(), [store]);
  const list = useStore(store, (st) => st.connections);
  const baseUrl = useStore(store, (st) => st.scimBaseUrl);
  return { list, baseUrl, ...useProvisioningActions() };
}

/** The create and remove dialogs' states, the connection to remove, and the new connection's token (shown once) with the base URL. */
export function useProvisioningDialogs() {
  const { admin } = useAdmin();
  const store = admin.provisioning;
  const createState = useStore(store, (st) => st.dialogs.create);
  const created = useStore(store, (st) => st.created);
  const baseUrl = useStore(store, (st) => st.scimBaseUrl);
  const remove = useStore(store, (st) => st.dialogs.remove);
  const target = useStore(store, (st) => st.connections.data.find((c) => c.id === st.dialogs.remove.target));
  return { createState, created, baseUrl, remove, target, ...useProvisioningActions() };
}
