import { Button, TextField } from '@portico/ui-kit';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useZodForm } from '@portico/ui-kit/form';
import { useLoginState } from '../../hooks';
import { schemas } from '../../validation';

/** Recover two-factor: sign in with a saved recovery code. */
export function MfaRecoveryCode() {
  const strings = useStrings();
  const { mfa, loading, error, useRecoveryCode: submitRecoveryCode, chooseMfaMethod } = useLoginState();
  const form = useZodForm(schemas(strings).recovery, { code: '' });
  const back = mfa?.factors?.includes('EmailCode') && mfa.factors.length === 1 ? 'emailVerifyCode' : 'authenticatorApp';
  return (
    <Screen part="mfa-recovery-code" title={strings.mfa.recoveryTitle} description={strings.mfa.recoveryBody} error={error}>
      <form className="portico-form" noValidate onSubmit={form.handleSubmit((v) => submitRecoveryCode(v.code))}>
        <TextField
          {...form.register('code')}
          className="portico-mfa-recovery-code-field"
          label={strings.mfa.recoveryLabel}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          error={form.formState.errors.code?.message}
        />
        <Button type="submit" className="portico-submit" loading={loading}>
          {strings.mfa.recoverySubmit}
        </Button>
        <Button variant="link" className="portico-mfa-back-to-code" onClick={() => chooseMfaMethod(back)} disabled={loading}>
          {strings.mfa.backToCode}
        </Button>
      </form>
    </Screen>
  );
}
