import type { UseFormReturn, FieldValues, Path } from 'react-hook-form';
import { TextField } from '@portico/ui-kit';
import { useField } from '../context';

/** A text field honouring the host's field appearance: hidden (absent), viewOnly (read-only), edit. */
export function AppearanceField<T extends FieldValues>({ form, name, appearanceKey, label, type }: {
  form: UseFormReturn<T>;
  name: Path<T>;
  appearanceKey: string;
  label: string;
  type?: string;
}) {
  const appearance = useField(appearanceKey);
  if (appearance === 'hidden') return null;
  const error = form.formState.errors[name]?.message;
  return (
    <TextField
      label={label}
      type={type}
      readOnly={appearance === 'viewOnly'}
      data-appearance={appearance}
      {...form.register(name)}
      error={typeof error === 'string' ? error : undefined}
    />
  );
}

/** Keys of `values` whose field the host made editable (viewOnly / hidden fields are never sent). */
export function editableValues<T extends Record<string, string>>(values: T, section: string, fields: Readonly<Record<string, string>>): Partial<T> {
  const out: Partial<T> = {};
  for (const k of Object.keys(values) as Array<keyof T & string>) if ((fields[`${section}.${k}`] ?? 'edit') === 'edit') out[k] = values[k];
  return out;
}
