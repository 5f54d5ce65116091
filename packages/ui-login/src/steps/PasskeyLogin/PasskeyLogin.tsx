import { Button } from '@portico/ui-kit';
import { useEffect } from 'react';
import { useStrings } from '../../context';
import { useLoginState } from '../../hooks';

/**
 * Passkey sign-in on the pre-login step: starts the e-mail field's passkey autofill (conditional UI) while shown, and
 * offers a button for the browser's passkey dialog once the vendor's Passkeys strategy is known to be on.
 */
export function PasskeyLogin() {
  const strings = useStrings();
  const { passkeysAvailable, loading, preparePasskeys, cancelPasskeys, loginWithPasskey } = useLoginState();
  // Once per mount (store actions are stable): the autofill request stays alive until the screen goes.
  useEffect(() => {
    void preparePasskeys();
    return () => cancelPasskeys();
  }, [preparePasskeys, cancelPasskeys]);
  if (!passkeysAvailable) return null;
  return (
    <div className="portico-passkey-login">
      <p className="portico-divider">{strings.passkeys.or}</p>
      <Button variant="secondary" className="portico-login-passkey" disabled={loading} onClick={() => void loginWithPasskey()}>
        {strings.passkeys.signIn}
      </Button>
    </div>
  );
}
