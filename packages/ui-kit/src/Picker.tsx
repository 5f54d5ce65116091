import { useId, useMemo, useState, type ReactNode, type Ref } from 'react';
import { cx } from './cx';

/** One choice of a {@link Picker}: the value saved and the text shown. */
export interface PickerOption {
  value: string;
  label: string;
}

/** Props of {@link Picker}. */
export interface PickerProps {
  label: ReactNode;
  /** Label of the filter box that narrows the list (the list itself stays a native `<select>`). */
  filterLabel: string;
  options: readonly PickerOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  description?: ReactNode;
  /** Shown but not changeable (a view-only field). */
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native `<select>` with a filter box: keyboard and screen-reader behaviour are the platform's, nothing a
 * strict CSP blocks. The current value always stays listed (even one outside `options`), so it shows and saves unchanged.
 */
export function Picker({ label, filterLabel, options, value, onChange, onBlur, name, error, description, disabled, className, ref }: PickerProps) {
  const id = `portico-picker-${useId()}`;
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const known = options.some((o) => o.value === value);
    const all = known ? options : [{ value, label: value }, ...options];
    return q ? all.filter((o) => o.value === value || o.label.toLowerCase().includes(q) || o.value.toLowerCase().includes(q)) : all;
  }, [options, value, filter]);
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('portico-field portico-picker', className)} data-invalid={error ? true : undefined}>
      <label className="portico-field-label" htmlFor={id}>{label}</label>
      {description && <p id={`${id}-description`} className="portico-field-description">{description}</p>}
      {!disabled && (
        <input
          type="search"
          className="portico-input portico-picker-filter"
          aria-label={filterLabel}
          aria-controls={id}
          placeholder={filterLabel}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      <select
        ref={ref}
        id={id}
        name={name}
        className="portico-input portico-picker-select"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {shown.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {error && <p id={`${id}-error`} className="portico-field-error">{error}</p>}
    </div>
  );
}
