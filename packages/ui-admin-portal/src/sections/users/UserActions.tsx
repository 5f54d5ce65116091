import type { UserRow } from '@portico/core-state/admin';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { RowMenu } from '../../components/RowMenu';
import { useCanImpersonate, useImpersonationActions } from './useImpersonation';
import { useCan } from '../../access';
import { useUserActions } from './useUsersSection';
import { userDialogs } from './dialogs';
import { preloadProps } from '../../components/LazyDialogs';

/** The row menu of one user: resend activation, roles, disable/enable, temporary/permanent, remove. */
export function UserActions({ user }: { user: UserRow }) {
  const { strings } = useAdmin();
  const s = strings.users;
  const users = useUserActions();
  const impersonation = useImpersonationActions();
  const name = user.name || user.email;
  const canImpersonate = useCanImpersonate(user);
  const canWrite = useCan('users.write');
  const canDelete = useCan('users.delete');
  // No menu at all rather than an empty one (a reader's rows).
  if (!canWrite && !canDelete && !canImpersonate) return null;
  return (
    <RowMenu label={format(s.rowActions, { name })} intent={preloadProps(userDialogs)}>
      {canWrite && user.pendingActivation && <button type="button" className="portico-admin-menu-item" data-action="resend" onClick={() => void users.resendActivation(user.id)}>{s.resendActivation}</button>}
      {canWrite && <button type="button" className="portico-admin-menu-item" data-action="roles" onClick={() => users.openDialog('editRoles', user.id)}>{s.editRoles}</button>}
      {canWrite && (user.isDisabled ? (
        <button type="button" className="portico-admin-menu-item" data-action="enable" onClick={() => users.openDialog('enable', user.id)}>{s.enable}</button>
      ) : (
        <button type="button" className="portico-admin-menu-item" data-action="disable" onClick={() => users.openDialog('disable', user.id)}>{s.disable}</button>
      ))}
      {canWrite && (user.temporaryExpirationDate ? (
        <button type="button" className="portico-admin-menu-item" data-action="permanent" onClick={() => void users.setPermanent(user.id)}>{s.makePermanent}</button>
      ) : (
        <button type="button" className="portico-admin-menu-item" data-action="temporary" onClick={() => users.openDialog('temporary', user.id)}>{s.makeTemporary}</button>
      ))}
      {canImpersonate && <button type="button" className="portico-admin-menu-item" data-action="impersonate" onClick={() => impersonation.openDialog(user.id)}>{strings.impersonation.action}</button>}
      {canDelete && <button type="button" className="portico-admin-menu-item" data-action="remove" data-danger onClick={() => users.openDialog('remove', user.id)}>{s.remove}</button>}
    </RowMenu>
  );
}
