import { ScrollRegion } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { isVendorRole, useCan } from '../../access';
import { usePermissionMatrix } from './useRolesSection';

/** Permissions (rows, by category) × roles (columns); NEVER / ALWAYS cells are read-only. */
export function PermissionMatrix() {
  const { strings } = useAdmin();
  const s = strings.roles;
  const { matrix, roles, busy, setRolePermissions } = usePermissionMatrix();
  const canWrite = useCan('roles.write');
  if (!matrix.length || !roles.length) return null;
  const toggle = (roleId: string, permissionId: string, checked: boolean) => {
    const current = roles.find((r) => r.id === roleId)?.permissions ?? [];
    const next = checked ? [...new Set([...current, permissionId])] : current.filter((p) => p !== permissionId);
    void setRolePermissions(roleId, next);
  };
  return (
    <div className="portico-admin-matrix-wrap">
      <h3 className="portico-admin-subtitle">{s.matrixTitle}</h3>
      {canWrite && roles.some(isVendorRole) && <p className="portico-admin-readonly-note">{strings.access.vendorRole}</p>}
      <ScrollRegion className="portico-admin-table-scroll" label={format(strings.table.region, { caption: s.matrixCaption })}>
        <table className="portico-admin-table portico-admin-matrix">
          <caption className="portico-visually-hidden">{s.matrixCaption}</caption>
          <thead>
            <tr>
              <th scope="col" className="portico-admin-th">{s.matrixTitle}</th>
              {roles.map((r) => <th key={r.id} scope="col" className="portico-admin-th" data-role={r.key}>{r.name}</th>)}
            </tr>
          </thead>
          {matrix.map((cat) => (
            <tbody key={cat.category.id} data-category={cat.category.id}>
              <tr>
                <th scope="colgroup" colSpan={roles.length + 1} className="portico-admin-matrix-category">{cat.category.name}</th>
              </tr>
              {cat.rows.map((row) => (
                <tr key={row.permission.id} data-permission={row.permission.key} data-assignment={row.assignmentType}>
                  <th scope="row" className="portico-admin-td portico-admin-matrix-permission">
                    <span>{row.permission.name || row.permission.key}</span>
                    {row.assignmentType !== 'ASSIGNABLE' && <span className="portico-admin-badge" data-badge={row.assignmentType}>{s.assignment[row.assignmentType]}</span>}
                  </th>
                  {row.cells.map((cell) => {
                    const role = roles.find((r) => r.id === cell.roleId);
                    return (
                      <td key={cell.roleId} className="portico-admin-td portico-admin-matrix-cell">
                        <input
                          type="checkbox"
                          className="portico-checkbox"
                          aria-label={format(s.permissionOf, { permission: row.permission.name || row.permission.key, role: role?.name ?? '' })}
                          checked={cell.checked}
                          // The vendor's roles and a user without roles.write view the boxes only (the server refuses both).
                          disabled={!cell.editable || !canWrite || !role || isVendorRole(role) || busy === cell.roleId}
                          onChange={(e) => toggle(cell.roleId, row.permission.id, e.target.checked)}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </ScrollRegion>
    </div>
  );
}
