import { Button } from '@portico/ui-kit';
import { CodeForm } from '../../components/CodeForm';
import { ResendButton } from '../../components/ResendButton';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useLoginState } from '../../hooks';
import { format } from '../../localization';

/**
 * `smsVerifyCode`: the code texted to the enrolled phone (the user asks for the first one), or, when enrolling, to the
 * phone just entered; resend counts down the cooldown. A finished enrolment shows the one-time recovery code.
 */
export function MfaSmsCode() {
  const strings = useStrings();
  const s = strings.smsMfa;
  const { mfa, loading, error, verifyMfaCode, sendSmsCode, enrollSmsPhone, chooseMfaMethod, acknowledgeRecoveryCode } = useLoginState();
  const phone = mfa?.phoneNumber;
  const sent = mfa?.otcToken !== undefined && mfa?.codeSentAt !== undefined;
  if (mfa?.enrollment?.recoveryCode) {
    return (
      <Screen part="mfa-recovery-code-save" title={s.phoneTitle} description={strings.mfa.recoveryCodeSave} error={error}>
        <code className="portico-recovery-code">{mfa.enrollment.recoveryCode}</code>
        <Button className="portico-submit" onClick={() => acknowledgeRecoveryCode()}>
          {strings.login.continue}
        </Button>
      </Screen>
    );
  }
  // Enrolling, a resend texts the phone just entered again; verifying, the enrolled phone.
  const resend = () => (mfa?.enrolling && phone ? enrollSmsPhone(phone) : sendSmsCode());
  return (
    <Screen part="mfa-sms-code" title={s.codeTitle} description={sent && phone ? format(s.codeBody, { phone }) : s.codeBodyUnsent} error={error}>
      <CodeForm
        loading={loading}
        allowRememberDevice={mfa?.allowRememberDevice && !mfa.enrolling}
        rememberDeviceDays={mfa?.rememberDeviceDays}
        onSubmit={(code, options) => verifyMfaCode(code, options)}
      >
        <ResendButton key={mfa?.codeSentAt ?? 0} onResend={resend} coolingDown={sent} idleLabel={s.sendCode} disabled={loading} />
        {mfa?.enrolling ? (
          <Button variant="link" className="portico-mfa-sms-other-phone" onClick={() => sendSmsCode()} disabled={loading}>
            {s.otherPhone}
          </Button>
        ) : (
          <Button variant="link" className="portico-mfa-use-recovery-code" onClick={() => chooseMfaMethod('recoveryCode')} disabled={loading}>
            {strings.mfa.useRecoveryCode}
          </Button>
        )}
      </CodeForm>
    </Screen>
  );
}
