import { useMemo } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useController, useWatch } from 'react-hook-form';
import { ACCOUNT_DATE_FORMATS, ACCOUNT_TIME_FORMATS, createFormatter } from '@portico/core-state/admin';
import { Picker } from '@portico/ui-kit/pickers';
import { useAdmin, useField } from '../../context';
import { pickerFieldProps } from './PickerFields';

type Kind = 'dateFormat' | 'timeFormat';

/**
 * The options of a date or time format picker: each format the server accepts, shown as now rendered with it by the
 * portal's one formatter in the chosen time zone ("28/11/2026 (DD/MM/YYYY)"). A stored format outside the list is
 * offered first, with its own sample, so it shows and is sent back unchanged.
 */
export function formatOptions(kind: Kind, lang: string, timezone: string, current: string, at = new Date()) {
  const list: readonly string[] = kind === 'dateFormat' ? ACCOUNT_DATE_FORMATS : ACCOUNT_TIME_FORMATS;
  const sample = (format: string) => {
    const f = createFormatter(lang, { timezone, [kind]: format });
    return kind === 'dateFormat' ? f.date(at) : f.time(at);
  };
  const all = current && !list.includes(current) ? [current, ...list] : list;
  return all.map((format) => ({ value: format, label: `${sample(format)} (${format})` }));
}

/** The account's date or time format as a picker honouring the field appearance (hidden: absent, viewOnly: locked). */
export function FormatPicker<T extends FieldValues>({ form, name, kind, label }: { form: UseFormReturn<T>; name: Path<T>; kind: Kind; label: string }) {
  const { strings, lang } = useAdmin();
  const appearance = useField(`account.${kind}`);
  const { field, fieldState } = useController({ control: form.control, name });
  const timezone = String(useWatch({ control: form.control, name: 'timezone' as Path<T> }) ?? '');
  const value = String(field.value ?? '');
  const options = useMemo(() => formatOptions(kind, lang, timezone, value), [kind, lang, timezone, value]);
  if (appearance === 'hidden') return null;
  const p = strings.forms.pickers;
  return (
    <Picker
      label={label}
      filterLabel={kind === 'dateFormat' ? p.filterDateFormats : p.filterTimeFormats}
      options={options}
      {...pickerFieldProps(field, fieldState, appearance)}
    />
  );
}
