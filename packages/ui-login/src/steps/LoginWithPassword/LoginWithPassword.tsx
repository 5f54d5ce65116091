import { Button, TextField } from '@portico/ui-kit';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { Screen } from '../../components/Screen';
import { useLoginBox } from '../../context';
import { useZodForm } from '@portico/ui-kit/form';
import { useLoginState } from '../../hooks';
import { schemas } from '../../validation';

/** Password step of email-first login; the email from the previous step is shown read-only for password managers. */
export function LoginWithPassword() {
  const { strings, paths } = useLoginBox();
  const { email, loading, error, submitPassword, backToEmail } = useLoginState();
  const form = useZodForm(schemas(strings).password, { password: '' });
  const errorId = useId();
  // A refused password: the field, marked invalid and described by the server's message, takes focus to be typed again.
  useEffect(() => {
    if (error) form.setFocus('password', { shouldSelect: true });
  }, [error, form]);
  return (
    <Screen part="login-password" title={strings.login.passwordTitle} error={error} errorId={errorId}>
      <form className="portico-form" noValidate onSubmit={form.handleSubmit((v) => submitPassword(v.password))}>
        <TextField
          className="portico-login-email"
          label={strings.login.emailLabel}
          type="email"
          name="email"
          autoComplete="username webauthn"
          value={email ?? ''}
          readOnly
        />
        <TextField
          {...form.register('password')}
          className="portico-login-password"
          label={strings.login.passwordLabel}
          type="password"
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          after={
            <Link className="portico-link portico-login-forgot-password" to={paths.forgetPasswordUrl}>
              {strings.login.forgotPassword}
            </Link>
          }
        />
        <Button type="submit" className="portico-login-submit" loading={loading}>
          {strings.login.submit}
        </Button>
        <Button variant="link" className="portico-login-back" onClick={() => backToEmail()} disabled={loading}>
          {strings.login.notYou}
        </Button>
      </form>
    </Screen>
  );
}
