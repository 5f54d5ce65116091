import { Button } from '@portico/ui-kit';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EmailField } from '../../components/EmailField';
import { Screen } from '../../components/Screen';
import { SocialButtons } from '../../components/SocialButtons';
import { useLoginBox } from '../../context';
import { emailProblem } from '../../email-check';
import { useLoginState } from '../../hooks';
import { PasskeyLogin } from '../PasskeyLogin/PasskeyLogin';

/**
 * Email-first sign-in: asks for the email, then the flow picks password, code, magic link or SSO.
 * A plain form (no react-hook-form/zod) so the first screen never waits for them; it validates like the others:
 * on submit, then live while the user corrects the field.
 */
export function PreLogin() {
  const { strings, paths } = useLoginBox();
  const { email, loading, error, submitEmail } = useLoginState();
  const input = useRef<HTMLInputElement>(null);
  const [emailError, setEmailError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = input.current?.value ?? '';
    const problem = emailProblem(strings, value);
    setSubmitted(true);
    setEmailError(problem);
    if (problem) input.current?.focus();
    else submitEmail(value.trim());
  };
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
      <form className="portico-form" noValidate onSubmit={onSubmit}>
        <EmailField
          ref={input}
          name="email"
          defaultValue={email ?? ''}
          onChange={(e) => submitted && setEmailError(emailProblem(strings, e.currentTarget.value))}
          className="portico-login-email"
          label={strings.login.emailLabel}
          autoComplete="username webauthn"
          error={emailError}
        />
        <Button type="submit" className="portico-login-submit" loading={loading}>
          {strings.login.continue}
        </Button>
      </form>
      <PasskeyLogin />
      <SocialButtons />
    </Screen>
  );
}
