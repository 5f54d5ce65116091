import { useMemo } from 'react';
import * as z from 'zod/mini';
import { fromSessionPolicyForm, type SessionPolicyForm } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../../context';
import { durationError, durationSeconds, toDurationValue, type DurationUnit } from '../../../components/duration';
import { fieldSchemas, useZodForm } from '../../../components/form';
import { Notices } from '../../../components/Notice';
import { useFormServerError } from '../../../components/serverErrors';
import { DurationPolicy } from '../DurationPolicy';
import { PolicyToggle } from '../PolicyToggle';
import { useSessionManagement, useSessionsSave } from './useSessionManagement';

type Values = {
  concurrentActive: boolean; maxSessions: string;
  idleActive: boolean; idleTimeout: string; idleUnit: DurationUnit;
  timeoutActive: boolean; sessionTimeout: string; timeoutUnit: DurationUnit;
};

/** Stored seconds as counts in their largest exact unit (1,800 s → 30 minutes). */
const toValues = (f: SessionPolicyForm): Values => {
  const idle = toDurationValue(f.idleTimeout);
  const timeout = toDurationValue(f.sessionTimeout);
  return { ...f, maxSessions: String(f.maxSessions), idleTimeout: idle.count, idleUnit: idle.unit, sessionTimeout: timeout.count, timeoutUnit: timeout.unit };
};

/** The server's paths of the session configuration, by form field. */
const SERVER_FIELDS = { sessionConcurrentConfiguration: 'maxSessions', sessionIdleTimeoutConfiguration: 'idleTimeout', sessionTimeoutConfiguration: 'sessionTimeout' };

/** sessionManagement: maximum concurrent sessions, idle timeout and force re-login (absolute timeout), in minutes, hours or days. */
export default function SessionManagementTab() {
  const { strings } = useAdmin();
  const { sessions, form } = useSessionManagement();
  return (
    <div className="portico-admin-tab-content portico-admin-security__sessions" data-tab-content="sessionManagement">
      <Notices error={sessions.status === 'error' ? sessions.error : undefined} />
      {sessions.status === 'loading' && <p role="status">{strings.common.loading}</p>}
      {sessions.status === 'ready' && <SessionsForm key={JSON.stringify(form)} values={toValues(form)} />}
    </div>
  );
}

const UNIT = z.enum(['seconds', 'minutes', 'hours', 'days']);
const TIMED = [['idleTimeout', 'idleUnit', 'idleActive'], ['sessionTimeout', 'timeoutUnit', 'timeoutActive']] as const;

function SessionsForm({ values }: { values: Values }) {
  const { strings, lang } = useAdmin();
  const s = strings.security.sessions;
  const { save, saveSessions } = useSessionsSave();
  const schema = useMemo(() => {
    const n = fieldSchemas(strings).positiveInt;
    return z.object({
      concurrentActive: z.boolean(), maxSessions: n,
      idleActive: z.boolean(), idleTimeout: z.string(), idleUnit: UNIT,
      timeoutActive: z.boolean(), sessionTimeout: z.string(), timeoutUnit: UNIT,
    }).check(z.superRefine((v, ctx) => {
      for (const [count, unit, active] of TIMED) {
        const message = durationError(strings, lang, { count: v[count], unit: v[unit] }, v[active]);
        if (message) ctx.issues.push({ code: 'custom', message, path: [count], input: v[count] });
      }
    }));
  }, [strings, lang]);
  const form = useZodForm<Values>(schema, values);
  const failed = useFormServerError(form, save.status === 'error' ? save.error : undefined, SERVER_FIELDS);
  const submit = (v: Values) =>
    void saveSessions(fromSessionPolicyForm({
      concurrentActive: v.concurrentActive, maxSessions: Number(v.maxSessions),
      idleActive: v.idleActive, idleTimeout: durationSeconds({ count: v.idleTimeout, unit: v.idleUnit }),
      timeoutActive: v.timeoutActive, sessionTimeout: durationSeconds({ count: v.sessionTimeout, unit: v.timeoutUnit }),
    }));
  return (
    <form className="portico-admin-form portico-admin-card" data-form="sessionManagement" noValidate onSubmit={form.handleSubmit(submit)}>
      <PolicyToggle form={form} name="concurrent" legend={s.concurrent.legend} enable={s.concurrent.enable} active="concurrentActive" value="maxSessions" label={s.concurrent.value} hint={s.concurrent.hint} />
      <DurationPolicy form={form} name="idle" legend={s.idle.legend} enable={s.idle.enable} active="idleActive" count="idleTimeout" unit="idleUnit" label={s.idle.value} hint={s.idle.hint} />
      <DurationPolicy form={form} name="timeout" legend={s.timeout.legend} enable={s.timeout.enable} active="timeoutActive" count="sessionTimeout" unit="timeoutUnit" label={s.timeout.value} hint={s.timeout.hint} />
      <Notices success={save.status === 'success' ? strings.common.saved : undefined} error={failed} />
      <div className="portico-admin-form-actions">
        <Button type="submit" loading={save.status === 'loading'}>{s.submit}</Button>
      </div>
    </form>
  );
}
