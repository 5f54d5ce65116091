import type { UserRow } from '@portico/core-state/admin';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { RowMenu } from '../../components/RowMenu';
import { useCanImpersonate } from './ImpersonateDialog';

/** The row menu of one user: resend activation, roles, disable/enable, temporary/permanent, remove. */
export function UserActions({ user }: { user: UserRow }) {
  const { admin, strings, portico } = useAdmin();
  const s = strings.users;
  const users = admin.users.getState();
  const name = user.name || user.email;
  const canImpersonate = useCanImpersonate(user);
  return (
    <RowMenu label={format(s.rowActions, { name })}>
      {user.pendingActivation && <button type="button" className="portico-admin-menu-item" data-action="resend" onClick={() => void users.resendActivation(user.id)}>{s.resendActivation}</button>}
      <button type="button" className="portico-admin-menu-item" data-action="roles" onClick={() => users.openDialog('editRoles', user.id)}>{s.editRoles}</button>
      {user.isDisabled ? (
        <button type="button" className="portico-admin-menu-item" data-action="enable" onClick={() => users.openDialog('enable', user.id)}>{s.enable}</button>
      ) : (
        <button type="button" className="portico-admin-menu-item" data-action="disable" onClick={() => users.openDialog('disable', user.id)}>{s.disable}</button>
      )}
      {user.temporaryExpirationDate ? (
        <button type="button" className="portico-admin-menu-item" data-action="permanent" onClick={() => void users.setPermanent(user.id)}>{s.makePermanent}</button>
      ) : (
        <button type="button" className="portico-admin-menu-item" data-action="temporary" onClick={() => users.openDialog('temporary', user.id)}>{s.makeTemporary}</button>
      )}
      {canImpersonate && <button type="button" className="portico-admin-menu-item" data-action="impersonate" onClick={() => portico.impersonation.getState().openDialog(user.id)}>{strings.impersonation.action}</button>}
      <button type="button" className="portico-admin-menu-item" data-action="remove" data-danger onClick={() => users.openDialog('remove', user.id)}>{s.remove}</button>
    </RowMenu>
  );
}
