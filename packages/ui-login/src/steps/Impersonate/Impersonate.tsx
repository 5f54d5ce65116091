import { Button, Spinner, TextField } from '@portico/ui-kit';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { Screen } from '../../components/Screen';
import { Spinning } from '../../components/Spinning';
import type { ImpersonationState } from '@portico/core-state';
import { useLoginBox } from '../../context';
import { useZodForm } from '@portico/ui-kit/form';
import { useImpersonationState } from '../../hooks';

const IDLE: ImpersonationState = {
  step: 'idle', loading: false, dialog: { status: 'closed' },
  openDialog: () => {}, closeDialog: () => {}, impersonate: async () => false, end: async () => false, reset: () => {},
};

/**
 * `/account/impersonate?userId=…`: asks the admin for the (required) reason, then runs core-state's flow —
 * impersonating → success → 1 s → session reload → reset — and goes to the authenticated URL as the user.
 */
export default function Impersonate() {
  const { strings, portico } = useLoginBox();
  const s = strings.impersonate;
  const { step, loading, error, impersonate } = useImpersonationState(IDLE);
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const schema = useMemo(() => z.object({ reason: z.string().check(z.trim(), z.minLength(1, s.reasonRequired)) }), [s]);
  const form = useZodForm(schema, { reason: '' });
  const home = portico.auth.getState().routes.authenticatedUrl ?? '/';

  if (!userId || !portico.impersonation) {
    return (
      <Screen part="impersonate-missing" title={s.title} error={s.missingUser}>
        <Link className="portico-link" to="/">{s.home}</Link>
      </Screen>
    );
  }
  if (step === 'impersonating') return <Spinning part="impersonate-impersonating" title={s.impersonating} />;
  if (step === 'success') {
    return (
      <Screen part="impersonate-success" title={s.successTitle} status={strings.common.redirecting}>
        <div className="portico-center">
          <Spinner />
        </div>
      </Screen>
    );
  }
  return (
    <Screen part="impersonate" title={s.title} description={s.body} error={step === 'failed' ? error : undefined}>
      <form
        className="portico-form"
        noValidate
        onSubmit={form.handleSubmit(async (v) => {
          // After the flow resets, the reloaded session is the user's: leave for the app as them.
          if (await impersonate({ userId, reason: v.reason })) globalThis.location?.assign(home);
        })}
      >
        <TextField {...form.register('reason')} className="portico-impersonate-reason" label={s.reasonLabel} required error={form.formState.errors.reason?.message} />
        <Button type="submit" className="portico-impersonate-submit" loading={loading}>
          {s.submit}
        </Button>
      </form>
    </Screen>
  );
}
