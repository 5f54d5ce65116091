import { useMemo, type ReactNode } from 'react';
import type { Role } from './types';
import { selectPermissionMatrix } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useFormatter } from '../../components/format';
import { isVendorRole } from '../../access';

/** What the table and the matrix show of one role: key, default, kind, dates, and the permissions it holds by category. */
export function RoleFacts({ role: r }: { role: Role }) {
  const { admin, strings } = useAdmin();
  const f = useFormatter();
  const s = strings.roles;
  const d = s.detail;
  const none = strings.common.none;
  const matrix = useStore(admin.roles, selectPermissionMatrix);
  const held = useMemo(
    () => matrix.map((c) => ({ ...c, rows: c.rows.filter((row) => row.cells.some((cell) => cell.roleId === r.id && cell.checked)) })).filter((c) => c.rows.length > 0),
    [matrix, r.id],
  );
  const facts: Array<[key: string, term: string, value: ReactNode]> = [
    ['key', s.columns.key, <code key="key">{r.key}</code>],
    ['isDefault', d.isDefault, r.isDefault ? strings.common.yes : strings.common.no],
    ['kind', d.kind, isVendorRole(r) ? s.builtIn : d.custom],
    ['createdAt', d.createdAt, f.dateTime(r.createdAt, none)],
    ['updatedAt', d.updatedAt, f.dateTime(r.updatedAt, none)],
  ];
  return (
    <>
      <dl className="portico-admin-facts portico-admin-role-facts">
        {facts.map(([key, term, value]) => (
          <div key={key} className="portico-admin-fact" data-fact={key}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="portico-admin-subtitle">{s.matrixTitle}</h3>
      {held.length === 0 ? <p className="portico-admin-role-no-permissions">{d.noPermissions}</p> : held.map((c) => (
        <section key={c.category.id} className="portico-admin-role-permissions" data-category={c.category.id} aria-label={c.category.name}>
          <h4 className="portico-admin-role-category">{c.category.name}</h4>
          <ul>
            {c.rows.map((row) => (
              <li key={row.permission.id} data-permission={row.permission.key}>
                {row.permission.name || row.permission.key}
                {row.assignmentType === 'ALWAYS' && <span className="portico-admin-badge" data-badge="ALWAYS">{s.assignment.ALWAYS}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
