import { useStore } from '@portico/core-state/react';
import { menuInView } from '@portico/ui-kit';
import { useAdmin } from '../../context';

/** Shows or hides columns; the choice lives in the store, so the CSV download writes the same columns. */
export function ColumnChooser() {
  const { admin, strings } = useAdmin();
  const store = admin.audits;
  const columns = useStore(store, (st) => st.columns);
  const visible = useStore(store, (st) => st.visible);
  return (
    <details ref={menuInView} className="portico-admin-columns portico-admin-audits__columns">
      <summary>{strings.audits.chooseColumns}</summary>
      <div className="portico-admin-columns-list">
        {columns.map((c) => (
          <label key={c.name} className="portico-admin-checkbox">
            <input type="checkbox" className="portico-checkbox" checked={visible.includes(c.name)} onChange={() => store.getState().toggleColumn(c.name)} />
            <span>{c.displayName}</span>
          </label>
        ))}
      </div>
    </details>
  );
}
