import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './cx';

/** Props of {@link TextField}: every `<input>` attribute plus label, description and error. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Validation or server message shown under the field; sets `aria-invalid` and `data-invalid`. */
  error?: string;
  /** Extra content after the input (e.g. a "forgot password?" link). */
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input whose description and error are wired for assistive technology. */
export function TextField({ label, description, error, after, className, id, ref, ...input }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? `portico-field-${auto}`;
  const descId = description ? `${inputId}-description` : undefined;
  const errId = error ? `${inputId}-error` : undefined;
  // A caller's own aria-describedby (e.g. a server message shown elsewhere on the screen) joins the field's.
  const describedBy = [descId, errId, input['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('portico-field', className)} data-invalid={error ? true : undefined}>
      <label className="portico-field-label" htmlFor={inputId}>
        {label}
      </label>
      {description && (
        <p id={descId} className="portico-field-description">
          {description}
        </p>
      )}
      <input
        {...input}
        ref={ref}
        id={inputId}
        className="portico-input"
        aria-invalid={error ? true : input['aria-invalid'] || undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errId} className="portico-field-error">
          {error}
        </p>
      )}
      {after}
    </div>
  );
}
