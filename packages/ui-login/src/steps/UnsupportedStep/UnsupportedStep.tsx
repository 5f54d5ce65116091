import { Button } from '@portico/ui-kit';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useLoginState } from '../../hooks';

/** Steps this login box does not offer yet (SMS codes, passkey prompt): say so and let the user go back. */
export function UnsupportedStep() {
  const strings = useStrings();
  const { step, error, backToEmail } = useLoginState();
  return (
    <Screen part="login-unsupported" title={strings.login.title} description={strings.login.unsupportedStep} error={error}>
      <span hidden data-login-step={step} />
      <Button variant="secondary" className="portico-login-back" onClick={() => backToEmail()}>
        {strings.common.backToLogin}
      </Button>
    </Screen>
  );
}
