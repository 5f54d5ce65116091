import type { Role } from './types';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { isVendorRole, useCan } from '../../access';
import { useDefaultChangeBusy, useRoleActions } from './useRolesSection';
import { roleDialogs } from './dialogs';
import { preloadProps } from '../../components/LazyDialogs';

/** A role's actions (its row and its page): make default, edit, delete; the vendor's roles are marked view only. */
export function RoleActions({ role: r }: { role: Role }) {
  const { strings } = useAdmin();
  const s = strings.roles;
  const { openDialog, setDefaultRole } = useRoleActions();
  const busy = useDefaultChangeBusy();
  const canWrite = useCan('roles.write');
  return (
    <div className="portico-admin-row-actions">
      {/* The server lets an account name a vendor role its default, and nothing else of it (roles/service.ts). */}
      {canWrite && !r.isDefault && <Button variant="link" disabled={busy} onClick={() => void setDefaultRole(r.id)}>{s.setDefault}</Button>}
      {canWrite && !isVendorRole(r) && (
        <>
          <Button variant="secondary" {...preloadProps(roleDialogs)} aria-label={format(s.editLabel, { name: r.name })} onClick={() => openDialog('edit', r.id)}>{strings.common.edit}</Button>
          <Button variant="secondary" {...preloadProps(roleDialogs)} data-danger aria-label={format(s.deleteLabel, { name: r.name })} disabled={r.isDefault} onClick={() => openDialog('remove', r.id)}>{strings.common.delete}</Button>
        </>
      )}
      {isVendorRole(r) && <span className="portico-admin-role-builtin">{s.builtIn}</span>}
    </div>
  );
}
