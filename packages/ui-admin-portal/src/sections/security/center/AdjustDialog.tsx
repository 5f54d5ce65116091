import { useMemo } from 'react';
import * as z from 'zod/mini';
import { selectAdjustSuggestion, type SessionSetting } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { TextField } from '@portico/ui-kit';
import { useAdmin } from '../../../context';
import { FormDialog } from '../../../components/FormDialog';
import { fieldSchemas } from '../../../components/form';

/** Seconds per unit the dialog asks in: days for force re-login, minutes for idle timeout, plain count for sessions. */
const UNIT: Record<SessionSetting, number> = { forceRelogin: 86400, idleTimeout: 60, maxSessions: 1 };

/** Adjusts one session setting a recommendation points at (turns it on with the entered value). */
export function AdjustDialog() {
  const { admin, strings } = useAdmin();
  const store = admin.securityCenter;
  const state = useStore(store, (s) => s.dialogs.adjust);
  const setting = state.target ?? 'idleTimeout';
  const suggested = useStore(store, useMemo(() => selectAdjustSuggestion(state.target), [state.target]));
  const s = strings.securityCenter.adjustDialog[setting];
  const schema = useMemo(() => z.object({ value: fieldSchemas(strings).positiveInt }), [strings]);
  const initial = suggested ? String(Math.max(1, Math.round(suggested / UNIT[setting]))) : '';
  return (
    <FormDialog
      name="adjustSession"
      state={state}
      onClose={() => store.getState().closeDialog('adjust')}
      title={s.title}
      schema={schema}
      defaultValues={{ value: initial }}
      submitLabel={strings.common.save}
      onSubmit={(v) => store.getState().adjustSession(setting, Number(v.value.trim()) * UNIT[setting])}
    >
      {(form) => <TextField label={s.field} inputMode="numeric" autoFocus {...form.register('value')} error={form.formState.errors.value?.message} />}
    </FormDialog>
  );
}
