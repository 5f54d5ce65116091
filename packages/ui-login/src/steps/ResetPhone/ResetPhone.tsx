import { Button } from '@portico/ui-kit';
import { Link, Navigate } from 'react-router';
import { CodeForm } from '../../components/CodeForm';
import { PhoneForm } from '../../components/PhoneForm';
import { ResendButton } from '../../components/ResendButton';
import { EmailField } from '../../components/EmailField';
import { Screen } from '../../components/Screen';
import type { ResetPhoneState } from '@portico/core-state';
import { useLoginBox } from '../../context';
import { useZodForm } from '@portico/ui-kit/form';
import { useLoginState, useResetPhoneState } from '../../hooks';
import { format } from '../../localization';
import { schemas } from '../../validation';

const NONE: ResetPhoneState = {
  step: 'ResetPhoneNumber', loading: false, email: '', done: false,
  sendCode: async () => {}, verifyCode: async () => {}, changePhone: async () => {}, reset: () => {},
};

/**
 * `/account/reset-phone-number`: ResetPhoneNumber (e-mail) → VerifyResetPhoneNumber (e-mailed code) →
 * ChangePhoneNumber (new phone); then the SMS code login has started and the login route asks for its code.
 */
export default function ResetPhone() {
  const { strings, paths } = useLoginBox();
  const s = strings.resetPhone;
  const { step, loading, error, email, done, sendCode, verifyCode, changePhone } = useResetPhoneState(NONE);
  const { email: loginEmail } = useLoginState();
  const form = useZodForm(schemas(strings).email, { email: loginEmail });
  const back = (
    <Link className="portico-link portico-back-to-login" to={paths.loginUrl}>
      {strings.common.backToLogin}
    </Link>
  );
  if (done) return <Navigate to={paths.loginUrl} replace />;
  if (step === 'VerifyResetPhoneNumber') {
    return (
      <Screen part="reset-phone-verify" title={s.verifyTitle} description={format(s.verifyBody, { email })} error={error} footer={back}>
        <CodeForm label={s.codeLabel} submitLabel={s.verify} loading={loading} onSubmit={(code) => verifyCode(code)}>
          <ResendButton onResend={() => sendCode(email)} disabled={loading} />
        </CodeForm>
      </Screen>
    );
  }
  if (step === 'ChangePhoneNumber') {
    return (
      <Screen part="reset-phone-change" title={s.changeTitle} description={s.changeBody} error={error} footer={back}>
        <PhoneForm part="reset-phone" label={s.phoneLabel} submitLabel={s.change} loading={loading} onSubmit={(phone) => changePhone(phone)} />
      </Screen>
    );
  }
  return (
    <Screen part="reset-phone" title={s.title} description={s.body} error={error} footer={back}>
      <form className="portico-form" noValidate onSubmit={form.handleSubmit((v) => sendCode(v.email))}>
        <EmailField
          {...form.register('email')}
          className="portico-reset-phone-email"
          label={s.emailLabel}
          error={form.formState.errors.email?.message}
        />
        <Button type="submit" className="portico-reset-phone-submit" loading={loading}>
          {s.submit}
        </Button>
      </form>
    </Screen>
  );
}
