import { Button } from '@portico/ui-kit';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useLoginState } from '../../hooks';
import { format } from '../../localization';

/** Magic-link strategy: the link is in the user's mailbox. */
export function MagicLinkSent() {
  const strings = useStrings();
  const { email, error, backToEmail } = useLoginState();
  return (
    <Screen part="login-magic-link" title={strings.login.magicLinkTitle} description={format(strings.login.magicLinkBody, { email })} error={error}>
      <Button variant="link" className="portico-login-back" onClick={() => backToEmail()}>
        {strings.login.notYou}
      </Button>
    </Screen>
  );
}
