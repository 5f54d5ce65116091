import { chunk } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { LazyDialogs, useStoreDialogs } from '../../components/LazyDialogs';

/** The roles dialogs (create, edit, delete): one chunk, fetched on first open. */
export const roleDialogs = chunk(() => import('./RoleDialogs').then((m) => m.RoleDialogs));

// The permission editor (dialog state `permissions`) is the matrix itself, not in the chunk.
const NAMES = ['create', 'edit', 'remove'] as const;

/** The roles dialogs, fetched when the roles store first opens one (on the list or a role's page). */
export function LazyRoleDialogs() {
  const { admin } = useAdmin();
  const { open, close } = useStoreDialogs(admin.roles, NAMES);
  return <LazyDialogs module={roleDialogs} open={open} onClose={close} />;
}
