import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { DurationField } from '@portico/ui-kit/pickers';
import { useAdmin } from '../../context';
import { unitsFor, type DurationUnit } from '../../components/duration';
import { PolicyFieldset } from './PolicyToggle';

/** One timed policy as a fieldset: an on/off checkbox and its duration (count and unit, validated by the form's schema). */
export function DurationPolicy<T extends FieldValues>({ form, name, legend, enable, active, count, unit, label, hint }: {
  form: UseFormReturn<T>;
  name: string;
  legend: string;
  enable: string;
  active: Path<T>;
  count: Path<T>;
  unit: Path<T>;
  label: string;
  hint?: ReactNode;
}) {
  const { strings, lang } = useAdmin();
  const error = form.formState.errors[count]?.message;
  // Offered units follow the value as loaded: seconds only when the stored figure is no whole number of minutes.
  const initial = (form.formState.defaultValues?.[unit] ?? 'minutes') as DurationUnit;
  return (
    <PolicyFieldset form={form} name={name} legend={legend} enable={enable} active={active}>
      <DurationField
        label={label}
        unitLabel={strings.forms.duration.unit}
        locale={lang}
        units={unitsFor(initial)}
        input={form.register(count)}
        unit={form.register(unit)}
        description={hint}
        error={typeof error === 'string' ? error : undefined}
      />
    </PolicyFieldset>
  );
}
