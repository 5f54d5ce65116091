import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '@portico/ui-kit';

/** One policy as a fieldset: its legend, an on/off checkbox, then its figure (`children`). */
export function PolicyFieldset<T extends FieldValues>({ form, name, legend, enable, active, children }: {
  form: UseFormReturn<T>;
  name: string;
  legend: string;
  enable: string;
  active: Path<T>;
  children: ReactNode;
}) {
  return (
    <fieldset className="portico-admin-security__policy" data-policy={name}>
      <legend className="portico-admin-security__legend">{legend}</legend>
      <label className="portico-admin-checkbox">
        <input type="checkbox" className="portico-checkbox" {...form.register(active)} />
        <span>{enable}</span>
      </label>
      {children}
    </fieldset>
  );
}

/** One policy as a fieldset: an on/off checkbox and its figure (whole number, validated by the form's schema). */
export function PolicyToggle<T extends FieldValues>({ form, name, legend, enable, active, value, label, hint }: {
  form: UseFormReturn<T>;
  name: string;
  legend: string;
  enable: string;
  active: Path<T>;
  value: Path<T>;
  label: string;
  hint?: ReactNode;
}) {
  const error = form.formState.errors[value]?.message;
  return (
    <PolicyFieldset form={form} name={name} legend={legend} enable={enable} active={active}>
      <TextField label={label} inputMode="numeric" description={typeof hint === 'string' ? hint : undefined} {...form.register(value)} error={typeof error === 'string' ? error : undefined} />
    </PolicyFieldset>
  );
}
