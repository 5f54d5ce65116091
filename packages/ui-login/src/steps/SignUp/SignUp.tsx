import { Button, TextField } from '@portico/ui-kit';
import { Link, useSearchParams } from 'react-router';
import { EmailField } from '../../components/EmailField';
import { Screen } from '../../components/Screen';
import { useLoginBox } from '../../context';
import { useZodForm } from '@portico/ui-kit/form';
import { useSignUpState } from '../../hooks';
import { format } from '../../localization';
import { PASSWORD_MIN, schemas } from '../../validation';

/** Sign-up form and its success screen (activation email or ready to go). */
export default function SignUp() {
  const { strings, paths } = useLoginBox();
  const { step, loading, error, shouldActivate, signUp } = useSignUpState();
  const [params] = useSearchParams();
  const form = useZodForm(schemas(strings).signUp, { name: '', companyName: '', email: params.get('email') ?? '', password: '' });
  const errors = form.formState.errors;
  const s = strings.signUp;
  if (step === 'SignUpSuccess') {
    return (
      <Screen part="sign-up-success" title={s.successTitle} description={shouldActivate ? s.successActivate : s.successBody}>
        <Link className="portico-link portico-back-to-login" to={paths.loginUrl}>
          {strings.common.backToLogin}
        </Link>
      </Screen>
    );
  }
  const invitationToken = params.get('invitationToken');
  return (
    <Screen
      part="sign-up"
      title={s.title}
      error={error}
      footer={
        <p>
          {s.haveAccount}{' '}
          <Link className="portico-link portico-sign-up-login" to={paths.loginUrl}>
            {s.signInLink}
          </Link>
        </p>
      }
    >
      <form
        className="portico-form"
        noValidate
        onSubmit={form.handleSubmit((v) => signUp({ ...v, ...(invitationToken ? { invitationToken } : {}) }))}
      >
        <TextField {...form.register('name')} className="portico-sign-up-name" label={s.nameLabel} autoComplete="name" error={errors.name?.message} />
        <TextField
          {...form.register('companyName')}
          className="portico-sign-up-company"
          label={s.companyLabel}
          autoComplete="organization"
          error={errors.companyName?.message}
        />
        <EmailField
          {...form.register('email')}
          className="portico-sign-up-email"
          label={s.emailLabel}
          error={errors.email?.message}
        />
        <TextField
          {...form.register('password')}
          className="portico-sign-up-password"
          label={s.passwordLabel}
          description={format(s.passwordHint, { min: PASSWORD_MIN })}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
        />
        <Button type="submit" className="portico-sign-up-submit" loading={loading}>
          {s.submit}
        </Button>
      </form>
    </Screen>
  );
}
