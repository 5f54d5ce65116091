import { Button } from '@portico/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmailField } from '../../components/EmailField';
import { Screen } from '../../components/Screen';
import { useLoginBox } from '../../context';
import { useZodForm } from '@portico/ui-kit/form';
import { useForgotPasswordState, useLoginState } from '../../hooks';
import { format } from '../../localization';
import { schemas } from '../../validation';

/** Forgot password: asks for the email (pre-filled from login) and confirms the same way whether or not it exists. */
export default function ForgotPassword() {
  const { strings, paths } = useLoginBox();
  const { step, loading, error, sendResetLink } = useForgotPasswordState();
  const { email: loginEmail } = useLoginState();
  const [sentTo, setSentTo] = useState('');
  const form = useZodForm(schemas(strings).email, { email: loginEmail });
  const s = strings.forgotPassword;
  const back = (
    <Link className="portico-link portico-back-to-login" to={paths.loginUrl}>
      {strings.common.backToLogin}
    </Link>
  );
  if (step === 'success') {
    return (
      <Screen part="forgot-password-success" title={s.successTitle} description={format(s.successBody, { email: sentTo })}>
        {back}
      </Screen>
    );
  }
  return (
    <Screen part="forgot-password" title={s.title} description={s.body} error={error} footer={back}>
      <form
        className="portico-form"
        noValidate
        onSubmit={form.handleSubmit((v) => {
          setSentTo(v.email);
          return sendResetLink(v.email);
        })}
      >
        <EmailField
          {...form.register('email')}
          className="portico-forgot-password-email"
          label={s.emailLabel}
          error={form.formState.errors.email?.message}
        />
        <Button type="submit" className="portico-forgot-password-submit" loading={loading}>
          {s.submit}
        </Button>
      </form>
    </Screen>
  );
}
