import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cx } from '@portico/ui-kit';

/** A labelled `<select>` with error wiring. */
export function SelectField({ label, error, children, className, ref, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string; ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  return (
    <div className={cx('portico-field', className)} data-invalid={error ? true : undefined}>
      <label className="portico-field-label" htmlFor={id}>{label}</label>
      <select {...rest} ref={ref} id={id} className="portico-input portico-admin-select" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {children}
      </select>
      {error && <p id={`${id}-error`} className="portico-field-error">{error}</p>}
    </div>
  );
}

/** A labelled `<textarea>` with error and hint wiring. */
export function TextAreaField({ label, error, hint, className, ref, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string; hint?: string; ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('portico-field', className)} data-invalid={error ? true : undefined}>
      <label className="portico-field-label" htmlFor={id}>{label}</label>
      {hint && <p id={`${id}-hint`} className="portico-field-description">{hint}</p>}
      <textarea {...rest} ref={ref} id={id} className="portico-input portico-admin-textarea" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {error && <p id={`${id}-error`} className="portico-field-error">{error}</p>}
    </div>
  );
}

/** A group of checkboxes (e.g. roles) as a fieldset with a legend; value is the checked ids. */
export function CheckboxGroup({ legend, options, value, onChange, name }: {
  legend: string;
  options: ReadonlyArray<{ id: string; label: string }>;
  value: readonly string[];
  onChange: (next: string[]) => void;
  name: string;
}) {
  return (
    <fieldset className="portico-admin-checkboxes" data-name={name}>
      <legend className="portico-field-label">{legend}</legend>
      {options.map((o) => (
        <label key={o.id} className="portico-admin-checkbox">
          <input
            type="checkbox"
            className="portico-checkbox"
            checked={value.includes(o.id)}
            onChange={(e) => onChange(e.target.checked ? [...value, o.id] : value.filter((v) => v !== o.id))}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
