import { useMemo } from 'react';
import * as z from 'zod/mini';
import type { SessionSetting } from '@portico/core-state/admin';
import { TextField } from '@portico/ui-kit';
import { DurationField } from '@portico/ui-kit/pickers';
import { useAdmin } from '../../../context';
import { durationError, durationSeconds, toDurationValue, unitsFor, type DurationUnit } from '../../../components/duration';
import { FormDialog } from '../../../components/FormDialog';
import { fieldSchemas } from '../../../components/form';
import { useAdjustDialog } from './useSecurityCenter';

type Values = { value: string; unit: DurationUnit };

/** The server's paths of the session configuration: every refusal lands on the dialog's one field. */
const SERVER_FIELDS = { sessionConcurrentConfiguration: 'value', sessionIdleTimeoutConfiguration: 'value', sessionTimeoutConfiguration: 'value' };

/**
 * Adjusts one session setting a recommendation points at (turns it on with the entered value). Timeouts are typed in
 * minutes, hours or days and start from the stored setting (1,800 s opens as 30 minutes); sessions are a count.
 */
export function AdjustDialog() {
  const { strings, lang } = useAdmin();
  const { state, initial, adjustSession, closeDialog } = useAdjustDialog();
  const setting: SessionSetting = state.target ?? 'idleTimeout';
  const timed = setting !== 'maxSessions';
  const s = strings.securityCenter.adjustDialog[setting];
  const schema = useMemo(() => {
    const count = z.object({ value: fieldSchemas(strings).positiveInt, unit: z.enum(['seconds', 'minutes', 'hours', 'days']) });
    if (!timed) return count;
    return z.object({ value: z.string(), unit: count.shape.unit }).check(z.superRefine((v, ctx) => {
      const message = durationError(strings, lang, { count: v.value, unit: v.unit });
      if (message) ctx.issues.push({ code: 'custom', message, path: ['value'], input: v.value });
    }));
  }, [strings, lang, timed]);
  const defaults = useMemo((): Values => {
    if (!timed) return { value: initial ? String(initial) : '', unit: 'seconds' };
    const d = initial ? toDurationValue(initial) : { count: '', unit: 'minutes' as const };
    return { value: d.count, unit: d.unit };
  }, [timed, initial]);
  const submit = (v: Values) => adjustSession(setting, timed ? durationSeconds({ count: v.value, unit: v.unit }) : Number(v.value.trim()));
  return (
    <FormDialog
      name="adjustSession"
      state={state}
      onClose={() => closeDialog('adjust')}
      title={s.title}
      schema={schema as z.ZodMiniType<Values, Values>}
      defaultValues={defaults}
      submitLabel={strings.common.save}
      onSubmit={submit}
      serverAliases={SERVER_FIELDS}
    >
      {(form) => {
        const error = form.formState.errors.value?.message;
        return timed ? (
          <DurationField
            label={s.field}
            unitLabel={strings.forms.duration.unit}
            locale={lang}
            units={unitsFor(defaults.unit)}
            input={{ ...form.register('value'), autoFocus: true }}
            unit={form.register('unit')}
            error={error}
          />
        ) : <TextField label={s.field} inputMode="numeric" autoFocus {...form.register('value')} error={error} />;
      }}
    </FormDialog>
  );
}
