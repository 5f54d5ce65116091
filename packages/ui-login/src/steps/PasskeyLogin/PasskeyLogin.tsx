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
  useEffect(() => {
    void preparePasskeys?.();
    return () => cancelPasskeys?.();
    // Once per mount: the store keeps the autofill request alive until the screen goes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!passkeysAvailable || !loginWithPasskey) return null;
  return (
    <div className="portico-passkey-login">
      <p className="portico-divider">{strings.passkeys.or}</p>
      <Button variant="secondary" className="portico-login-passkey" disabled={loading} onClick={() => void loginWithPasskey()}>
        {strings.passkeys.signIn}
      </Button>
    </div>
  );
}
