import { useStore } from '@portico/core-state/react';
import { chunk } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { LazyDialogs, useStoreDialogs } from '../../components/LazyDialogs';

/** The tokens sections' dialogs (create, secret, delete): one chunk, fetched on first open. */
export const tokenDialogs = chunk(() => import('./TokenDialogs').then((m) => m.TokenDialogs));

/** The tokens dialogs, fetched when the API tokens store first opens one (or holds a secret to show). */
export function LazyTokenDialogs() {
  const { admin } = useAdmin();
  const { open, close } = useStoreDialogs(admin.apiTokens);
  const secret = useStore(admin.apiTokens, (st) => st.created !== null);
  return <LazyDialogs module={tokenDialogs} open={open || secret} onClose={() => (close(), admin.apiTokens.getState().dismissSecret())} />;
}
