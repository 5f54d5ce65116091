import { Button, TextField } from '@portico/ui-kit';
import { Link } from 'react-router';
import { Screen } from '../../components/Screen';
import { SocialButtons } from '../../components/SocialButtons';
import { useLoginBox } from '../../context';
import { useZodForm } from '../../form';
import { useLoginState } from '../../hooks';
import { schemas } from '../../validation';

/** Email-first sign-in: asks for the email, then the flow picks password, code, magic link or SSO. */
export function PreLogin() {
  const { strings, paths } = useLoginBox();
  const { email, loading, error, submitEmail } = useLoginState();
  const form = useZodForm(schemas(strings).email, { email: email ?? '' });
  const emailError = form.formState.errors.email?.message;
  return (
    <Screen
      part="login-pre-login"
      title={strings.login.title}
      error={error}
      footer={
        <p>
          {strings.login.noAccount}{' '}
          <Link className="portico-link portico-login-sign-up" to={paths.signUpUrl}>
            {strings.login.signUpLink}
          </Link>
        </p>
      }
    >
      <form className="portico-form" noValidate onSubmit={form.handleSubmit((v) => submitEmail(v.email))}>
        <TextField
          {...form.register('email')}
          className="portico-login-email"
          label={strings.login.emailLabel}
          type="email"
          autoComplete="username webauthn"
          autoCapitalize="none"
          spellCheck={false}
          error={emailError}
        />
        <Button type="submit" className="portico-login-submit" loading={loading}>
          {strings.login.continue}
        </Button>
      </form>
      <SocialButtons />
    </Screen>
  );
}
