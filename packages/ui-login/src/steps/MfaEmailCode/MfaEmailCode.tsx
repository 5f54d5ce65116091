import { Button } from '@portico/ui-kit';
import { CodeForm } from '../../components/CodeForm';
import { ResendButton } from '../../components/ResendButton';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useLoginState } from '../../hooks';
import { format } from '../../localization';

/**
 * MFA with a code sent by email. Choosing the method sends the first code; arriving straight here (the only
 * enrolled kind) the user asks for it, so the button reads "Email me a code" until something was sent.
 */
export function MfaEmailCode() {
  const strings = useStrings();
  const { email, mfa, loading, error, verifyMfaCode, sendEmailCode, chooseMfaMethod } = useLoginState();
  const sent = mfa?.codeSentAt !== undefined;
  return (
    <Screen part="mfa-email-code" title={strings.mfa.emailCodeTitle} description={format(strings.mfa.emailCodeBody, { email })} error={error}>
      <CodeForm
        loading={loading}
        allowRememberDevice={mfa?.allowRememberDevice && !mfa.enrolling}
        rememberDeviceDays={mfa?.rememberDeviceDays}
        onSubmit={(code, options) => verifyMfaCode(code, options)}
      >
        <ResendButton onResend={() => sendEmailCode()} coolingDown={sent} idleLabel={strings.mfa.sendCode} disabled={loading} />
        {!mfa?.enrolling && (
          <Button variant="link" className="portico-mfa-use-recovery-code" onClick={() => chooseMfaMethod('recoveryCode')} disabled={loading}>
            {strings.mfa.useRecoveryCode}
          </Button>
        )}
      </CodeForm>
    </Screen>
  );
}
