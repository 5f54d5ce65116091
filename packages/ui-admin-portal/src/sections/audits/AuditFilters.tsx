import { useState, useId, type FormEvent } from 'react';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { format } from '../../localization';
import { SelectField } from '../../components/fields';
import { useAuditFilters } from './useAuditsSection';

const SEVERITIES = ['INFO', 'WARNING', 'SEVERE'] as const;
const INPUT_TYPE: Record<string, string> = { Timestamp: 'date', Email: 'text', IpAddress: 'text', AlphaNumeric: 'text', Json: 'text' };

/** Column filters: pick a column, give a value fitting its type (a day, a severity, text, key:value); active ones as removable chips. */
export function AuditFilters() {
  const { strings } = useAdmin();
  const s = strings.audits;
  const { columns, filters, setFilter, clearFilters } = useAuditFilters();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const valueId = useId();
  const column = columns.find((c) => c.name === name) ?? columns[0];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (column && value.trim()) void setFilter(column.name, value);
    setValue('');
  };
  const label = (n: string) => columns.find((c) => c.name === n)?.displayName ?? n;
  const shown = (n: string, v: string) => (columns.find((c) => c.name === n)?.type === 'Severity' ? s.severities[v as keyof typeof s.severities] ?? v : v);
  if (!column) return null;
  return (
    <div className="portico-admin-audits__filters">
      <form className="portico-admin-audits__filter-form" onSubmit={submit} aria-label={s.filters}>
        <SelectField label={s.filterColumn} className="portico-admin-filter portico-admin-audits__filter-column" value={column.name}
          onChange={(e) => { setName(e.target.value); setValue(''); }}>
          {columns.map((c) => <option key={c.name} value={c.name}>{c.displayName}</option>)}
        </SelectField>
        {column.type === 'Severity' ? (
          <SelectField label={s.filterValue} className="portico-admin-filter portico-admin-audits__filter-value" value={value} onChange={(e) => setValue(e.target.value)}>
            <option value="" />
            {SEVERITIES.map((v) => <option key={v} value={v}>{s.severities[v]}</option>)}
          </SelectField>
        ) : (
          <div className="portico-field portico-admin-filter portico-admin-audits__filter-value">
            <label className="portico-field-label" htmlFor={valueId}>{column.type === 'Timestamp' ? s.filterFrom : s.filterValue}</label>
            <input id={valueId} className="portico-input" type={INPUT_TYPE[column.type] ?? 'text'} value={value} onChange={(e) => setValue(e.target.value)}
              placeholder={column.type === 'Json' ? s.jsonHint : undefined} />
          </div>
        )}
        <Button type="submit" variant="secondary" className="portico-admin-audits__filter-apply">{s.addFilter}</Button>
      </form>
      {Object.keys(filters).length > 0 && (
        <ul className="portico-admin-audits__chips" aria-label={s.filters}>
          {Object.entries(filters).map(([n, v]) => (
            <li key={n} className="portico-admin-audits__chip">
              <span>{format(s.activeFilter, { name: label(n), value: shown(n, v) })}</span>
              <button type="button" className="portico-admin-audits__chip-remove" aria-label={format(s.removeFilter, { name: label(n) })}
                onClick={() => void setFilter(n, '')}>×</button>
            </li>
          ))}
          <li><Button variant="secondary" onClick={() => void clearFilters()}>{s.clearFilters}</Button></li>
        </ul>
      )}
    </div>
  );
}
