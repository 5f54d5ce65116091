import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { CurrencyPicker, TimeZonePicker } from '@portico/ui-kit/pickers';
import { useAdmin, useField } from '../../context';

/** The props every account picker takes from its form field and appearance (viewOnly: shown but locked). */
export function pickerFieldProps<T extends FieldValues>(field: ControllerRenderProps<T, Path<T>>, fieldState: ControllerFieldState, appearance: string) {
  return {
    name: field.name,
    value: String(field.value ?? ''),
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    disabled: appearance === 'viewOnly',
    error: fieldState.error?.message,
    className: 'portico-admin-picker',
  };
}

/**
 * The account's time zone or currency as a picker honouring the field appearance (hidden: absent, viewOnly: shown
 * but locked). A value outside the list the server already holds stays selected and is sent back unchanged.
 */
export function AccountPicker<T extends FieldValues>({ form, name, kind, label }: { form: UseFormReturn<T>; name: Path<T>; kind: 'timezone' | 'currency'; label: string }) {
  const { strings, lang } = useAdmin();
  const appearance = useField(`account.${kind}`);
  const { field, fieldState } = useController({ control: form.control, name });
  if (appearance === 'hidden') return null;
  const Picker = kind === 'timezone' ? TimeZonePicker : CurrencyPicker;
  const p = strings.forms.pickers;
  return (
    <Picker
      label={label}
      filterLabel={kind === 'timezone' ? p.filterTimeZones : p.filterCurrencies}
      locale={lang}
      {...pickerFieldProps(field, fieldState, appearance)}
    />
  );
}
