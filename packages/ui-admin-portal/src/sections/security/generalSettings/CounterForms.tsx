import { useMemo } from 'react';
import * as z from 'zod/mini';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../../context';
import { fieldSchemas, useZodForm } from '../../../components/form';
import { Notices } from '../../../components/Notice';
import { useFormServerError } from '../../../components/serverErrors';
import { PolicyToggle } from '../PolicyToggle';
import { usePolicySave } from './useGeneralSettings';

type Values = { enabled: boolean; count: string };

/** The policies' server fields, both shown as the form's one count. */
const SERVER_FIELDS = { maxAttempts: 'count', historySize: 'count' };

/** An on/off policy with one count (lockout: attempts; history: remembered passwords), saved on its own. */
function CounterForm({ name, enabled, count, strings: t, status, error, onSave }: {
  name: 'lockoutPolicy' | 'passwordHistoryPolicy';
  enabled: boolean;
  count: number;
  strings: { legend: string; enable: string; value: string; hint: string; submit: string };
  status: string;
  error?: string;
  onSave: (enabled: boolean, count: number) => void;
}) {
  const { strings } = useAdmin();
  const schema = useMemo(() => z.object({ enabled: z.boolean(), count: fieldSchemas(strings).positiveInt }), [strings]);
  const form = useZodForm<Values>(schema, { enabled, count: String(count) });
  const failed = useFormServerError(form, status === 'error' ? error : undefined, SERVER_FIELDS);
  return (
    <form className="portico-admin-form portico-admin-card portico-admin-security__policy-form" data-form={name} noValidate onSubmit={form.handleSubmit((v) => onSave(v.enabled, Number(v.count)))}>
      <PolicyToggle form={form} name={name} legend={t.legend} enable={t.enable} active="enabled" value="count" label={t.value} hint={t.hint} />
      <Notices success={status === 'success' ? strings.common.saved : undefined} error={failed} />
      <div className="portico-admin-form-actions">
        <Button type="submit" loading={status === 'loading'}>{t.submit}</Button>
      </div>
    </form>
  );
}

/** User lockout: enabled and maximum failed attempts. */
export function LockoutForm({ policy }: { policy: { enabled: boolean; maxAttempts: number } }) {
  const { strings } = useAdmin();
  const s = strings.security.general.lockout;
  const { save, saveLockout } = usePolicySave('lockout');
  return (
    <CounterForm name="lockoutPolicy" enabled={policy.enabled} count={policy.maxAttempts} strings={{ ...s, value: s.maxAttempts }} status={save.status} error={save.error}
      onSave={(enabled, maxAttempts) => void saveLockout({ enabled, maxAttempts })} />
  );
}

/** Password history: enabled and how many earlier passwords are refused. */
export function PasswordHistoryForm({ policy }: { policy: { enabled: boolean; historySize: number } }) {
  const { strings } = useAdmin();
  const s = strings.security.general.history;
  const { save, savePasswordHistory } = usePolicySave('passwordHistory');
  return (
    <CounterForm name="passwordHistoryPolicy" enabled={policy.enabled} count={policy.historySize} strings={{ ...s, value: s.historySize }} status={save.status} error={save.error}
      onSave={(enabled, historySize) => void savePasswordHistory({ enabled, historySize })} />
  );
}
