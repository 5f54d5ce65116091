import { chunk } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { LazyDialogs, useStoreDialogs } from '../../components/LazyDialogs';

/** The all-accounts section's dialogs (sub-accounts and their users): one chunk, fetched on first open. */
export const accountDialogs = chunk(() => import('./AccountDialogs').then((m) => m.AllAccountsDialogs));

/** The all-accounts dialogs, fetched when the sub-accounts store first opens one. */
export function LazyAccountDialogs() {
  const { admin } = useAdmin();
  const { open, close } = useStoreDialogs(admin.subAccounts);
  return <LazyDialogs module={accountDialogs} open={open} onClose={close} />;
}
