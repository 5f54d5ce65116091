import { Button } from '@portico/ui-kit';
import { Link } from 'react-router';
import { CodeForm } from '../../components/CodeForm';
import { ResendButton } from '../../components/ResendButton';
import { Screen } from '../../components/Screen';
import { useLoginBox } from '../../context';
import { useLoginState } from '../../hooks';
import { format } from '../../localization';

/** One-time-code strategies (email code, SMS code): the code was sent at pre-login; resend re-runs pre-login. */
export function LoginWithOtc() {
  const { strings, paths } = useLoginBox();
  const { step, email, loading, error, submitCode, submitEmail, backToEmail } = useLoginState();
  const body = step === 'loginWithOtc' ? strings.login.otcBody : strings.login.smsOtcBody;
  return (
    <Screen part="login-otc" title={strings.login.otcTitle} description={format(body, { email })} error={error}>
      <CodeForm label={strings.login.otcLabel} submitLabel={strings.login.submit} loading={loading} onSubmit={(code) => submitCode(code)}>
        <ResendButton onResend={() => submitEmail(email)} disabled={loading} />
        <Button variant="link" className="portico-login-back" onClick={() => backToEmail()} disabled={loading}>
          {strings.login.notYou}
        </Button>
        {step === 'loginWithSmsOtc' && (
          <Link className="portico-link portico-login-lost-phone" to={paths.resetPhoneNumberUrl}>
            {strings.login.lostPhone}
          </Link>
        )}
      </CodeForm>
    </Screen>
  );
}
