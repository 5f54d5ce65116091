import { menuInView } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { useAuditColumns } from './useAuditsSection';

/** Shows or hides columns; the choice lives in the store, so the CSV download writes the same columns. */
export function ColumnChooser() {
  const { strings } = useAdmin();
  const { columns, visible, toggleColumn } = useAuditColumns();
  return (
    <details ref={menuInView} className="portico-admin-columns portico-admin-audits__columns">
      <summary>{strings.audits.chooseColumns}</summary>
      <div className="portico-admin-columns-list">
        {columns.map((c) => (
          <label key={c.name} className="portico-admin-checkbox">
            <input type="checkbox" className="portico-checkbox" checked={visible.includes(c.name)} onChange={() => toggleColumn(c.name)} />
            <span>{c.displayName}</span>
          </label>
        ))}
      </div>
    </details>
  );
}
