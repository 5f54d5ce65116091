import { PhoneForm } from '../../components/PhoneForm';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useLoginState } from '../../hooks';

/** `smsSetPhoneNumber`: forced MFA enrolment by SMS asks for the phone, then texts it a code. */
export function MfaSmsSetPhone() {
  const strings = useStrings();
  const s = strings.smsMfa;
  const { loading, error, enrollSmsPhone } = useLoginState();
  return (
    <Screen part="mfa-sms-set-phone" title={s.phoneTitle} description={`${strings.mfa.enrolRequired} ${s.phoneBody}`} error={error}>
      <PhoneForm part="mfa-sms" label={s.phoneLabel} submitLabel={s.sendCode} loading={loading} onSubmit={(phone) => enrollSmsPhone(phone)} />
    </Screen>
  );
}
