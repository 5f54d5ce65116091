import { useStore } from '@portico/core-state/react';
import { chunk } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { LazyDialogs, useStoreDialogs } from '../../components/LazyDialogs';

/** The provisioning section's dialogs (create, token, delete): one chunk, fetched on first open. */
export const provisioningDialogs = chunk(() => import('./ConnectionDialogs').then((m) => m.ProvisioningDialogs));

/** The provisioning dialogs, fetched when the store first opens one (or holds a new connection's token to show). */
export function LazyProvisioningDialogs() {
  const { admin } = useAdmin();
  const { open, close } = useStoreDialogs(admin.provisioning);
  const token = useStore(admin.provisioning, (st) => st.created !== null);
  return <LazyDialogs module={provisioningDialogs} open={open || token} onClose={() => (close(), admin.provisioning.getState().dismissToken())} />;
}
