import { Button } from '@portico/ui-kit';
import { CodeForm } from '../../components/CodeForm';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useLoginState } from '../../hooks';

/** MFA verify with an authenticator app code; offers remember-device and the recovery-code way out. */
export function MfaAuthenticatorApp() {
  const strings = useStrings();
  const { mfa, loading, error, verifyMfaCode, chooseMfaMethod } = useLoginState();
  return (
    <Screen part="mfa-authenticator-app" title={strings.mfa.title} description={strings.mfa.authenticatorBody} error={error}>
      <CodeForm
        loading={loading}
        allowRememberDevice={mfa?.allowRememberDevice}
        rememberDeviceDays={mfa?.rememberDeviceDays}
        onSubmit={(code, options) => verifyMfaCode(code, options)}
      >
        <Button variant="link" className="portico-mfa-use-recovery-code" onClick={() => chooseMfaMethod('recoveryCode')} disabled={loading}>
          {strings.mfa.useRecoveryCode}
        </Button>
      </CodeForm>
    </Screen>
  );
}
