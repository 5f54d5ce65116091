import { Button } from '@portico/ui-kit';
import { Link } from 'react-router';
import { Screen } from '../../components/Screen';
import { useLoginBox } from '../../context';
import { useLoginState } from '../../hooks';
import { format } from '../../localization';

/** Breached-password prompt and its "check your email" follow-up. */
export function BreachedPassword() {
  const { strings, paths } = useLoginBox();
  const { step, email, loading, error, resetBreachedPassword, backToEmail } = useLoginState();
  if (step === 'breachedPasswordSuccess') {
    return (
      <Screen part="breached-password-success" title={strings.breached.successTitle} description={format(strings.breached.successBody, { email })}>
        <Link className="portico-link portico-back-to-login" to={paths.loginUrl} onClick={() => backToEmail()}>
          {strings.common.backToLogin}
        </Link>
      </Screen>
    );
  }
  return (
    <Screen part="breached-password" title={strings.breached.title} description={strings.breached.body} error={error}>
      <Button className="portico-submit portico-breached-password-reset" loading={loading} onClick={() => resetBreachedPassword()}>
        {strings.breached.reset}
      </Button>
    </Screen>
  );
}
