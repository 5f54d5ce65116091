import { useEffect, useMemo } from 'react';
import * as z from 'zod/mini';
import { fromSessionPolicyForm, selectSessionPolicyForm, type SessionPolicyForm } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../../context';
import { fieldSchemas, useZodForm } from '../../../components/form';
import { Notices } from '../../../components/Notice';
import { PolicyToggle } from '../PolicyToggle';

type Values = { concurrentActive: boolean; maxSessions: string; idleActive: boolean; idleTimeout: string; timeoutActive: boolean; sessionTimeout: string };

const toValues = (f: SessionPolicyForm): Values => ({
  ...f, maxSessions: String(f.maxSessions), idleTimeout: String(f.idleTimeout), sessionTimeout: String(f.sessionTimeout),
});

/** sessionManagement: maximum concurrent sessions, idle timeout and force re-login (absolute timeout), in seconds. */
export default function SessionManagementTab() {
  const { admin, strings } = useAdmin();
  const store = admin.securityPolicies;
  const sessions = useStore(store, (st) => st.sessions);
  const form = useStore(store, selectSessionPolicyForm);
  useEffect(() => void store.getState().loadSessions(), [store]);
  return (
    <div className="portico-admin-tab-content portico-admin-security__sessions" data-tab-content="sessionManagement">
      <Notices error={sessions.status === 'error' ? sessions.error : undefined} />
      {sessions.status === 'loading' && <p role="status">{strings.common.loading}</p>}
      {sessions.status === 'ready' && <SessionsForm key={JSON.stringify(form)} values={toValues(form)} />}
    </div>
  );
}

function SessionsForm({ values }: { values: Values }) {
  const { admin, strings } = useAdmin();
  const s = strings.security.sessions;
  const save = useStore(admin.securityPolicies, (st) => st.sessionsSave);
  const schema = useMemo(() => {
    const n = fieldSchemas(strings).positiveInt;
    return z.object({ concurrentActive: z.boolean(), maxSessions: n, idleActive: z.boolean(), idleTimeout: n, timeoutActive: z.boolean(), sessionTimeout: n });
  }, [strings]);
  const form = useZodForm<Values>(schema, values);
  const submit = (v: Values) =>
    void admin.securityPolicies.getState().saveSessions(fromSessionPolicyForm({
      ...v, maxSessions: Number(v.maxSessions), idleTimeout: Number(v.idleTimeout), sessionTimeout: Number(v.sessionTimeout),
    }));
  return (
    <form className="portico-admin-form portico-admin-card" data-form="sessionManagement" noValidate onSubmit={form.handleSubmit(submit)}>
      <PolicyToggle form={form} name="concurrent" legend={s.concurrent.legend} enable={s.concurrent.enable} active="concurrentActive" value="maxSessions" label={s.concurrent.value} hint={s.concurrent.hint} />
      <PolicyToggle form={form} name="idle" legend={s.idle.legend} enable={s.idle.enable} active="idleActive" value="idleTimeout" label={s.idle.value} hint={s.idle.hint} />
      <PolicyToggle form={form} name="timeout" legend={s.timeout.legend} enable={s.timeout.enable} active="timeoutActive" value="sessionTimeout" label={s.timeout.value} hint={s.timeout.hint} />
      <Notices success={save.status === 'success' ? strings.common.saved : undefined} error={save.status === 'error' ? save.error : undefined} />
      <div className="portico-admin-form-actions">
        <Button type="submit" loading={save.status === 'loading'}>{s.submit}</Button>
      </div>
    </form>
  );
}
