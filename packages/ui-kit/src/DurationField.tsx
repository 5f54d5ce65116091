import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { unitName, type DurationUnit } from './duration';

/** Props of {@link DurationField}. */
export interface DurationFieldProps {
  label: ReactNode;
  /** Accessible name of the unit list ("Unit"). */
  unitLabel: string;
  /** Locale the unit names are written in (from Intl, so no strings to translate). */
  locale: string;
  /** Units offered, smallest first. */
  units: readonly DurationUnit[];
  /** The count input (e.g. react-hook-form's `register('idle')`). */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** The unit select (e.g. `register('idleUnit')`). */
  unit: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };
  description?: ReactNode;
  error?: string;
  className?: string;
}

/** A duration as a whole count and a unit (minutes, hours, days), both labelled, the error wired to both. */
export function DurationField({ label, unitLabel, locale, units, input, unit, description, error, className }: DurationFieldProps) {
  const id = `portico-duration-${useId()}`;
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('portico-field portico-duration', className)} data-invalid={error ? true : undefined}>
      <label className="portico-field-label" htmlFor={id}>{label}</label>
      {description && <p id={`${id}-description`} className="portico-field-description">{description}</p>}
      <div className="portico-duration-row">
        <input {...input} id={id} inputMode="numeric" className="portico-input portico-duration-count" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        <select {...unit} aria-label={unitLabel} className="portico-input portico-duration-unit" aria-describedby={describedBy}>
          {units.map((u) => <option key={u} value={u}>{unitName(locale, u)}</option>)}
        </select>
      </div>
      {error && <p id={`${id}-error`} className="portico-field-error">{error}</p>}
    </div>
  );
}
