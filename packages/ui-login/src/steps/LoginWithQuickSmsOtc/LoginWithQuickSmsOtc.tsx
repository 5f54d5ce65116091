import { Button } from '@portico/ui-kit';
import { CodeForm } from '../../components/CodeForm';
import { PhoneForm } from '../../components/PhoneForm';
import { ResendButton } from '../../components/ResendButton';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useLoginState } from '../../hooks';
import { format } from '../../localization';

/**
 * `loginWithQuickSmsOtc` (flow `registerQuickLogin`): signed in by a code that came by e-mail because the account has
 * no phone; the user adds one (texted code) so the next SMS login reaches it, or skips.
 */
export function LoginWithQuickSmsOtc() {
  const strings = useStrings();
  const s = strings.quickSms;
  const { loading, error, quickSms, registerQuickPhone, verifyQuickPhone, skipQuickLogin } = useLoginState();
  const skip = (
    <Button variant="link" className="portico-quick-sms-skip" onClick={() => skipQuickLogin()} disabled={loading}>
      {s.skip}
    </Button>
  );
  if (quickSms?.otcToken && quickSms.phoneNumber) {
    const phone = quickSms.phoneNumber;
    return (
      <Screen part="quick-sms-verify" title={s.verifyTitle} description={format(s.verifyBody, { phone })} error={error}>
        <CodeForm label={s.codeLabel} submitLabel={s.verify} loading={loading} onSubmit={(code) => verifyQuickPhone(code)}>
          <ResendButton onResend={() => registerQuickPhone(phone)} disabled={loading} />
          {skip}
        </CodeForm>
      </Screen>
    );
  }
  return (
    <Screen part="quick-sms" title={s.title} description={s.body} error={error}>
      <PhoneForm part="quick-sms" label={s.phoneLabel} submitLabel={s.send} loading={loading} onSubmit={(phone) => registerQuickPhone(phone)}>
        {skip}
      </PhoneForm>
    </Screen>
  );
}
