import { Button } from '@portico/ui-kit';
import { useState } from 'react';
import { RememberDevice } from '../../components/RememberDevice';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useLoginState } from '../../hooks';

/** MFA verify with an enrolled platform authenticator or security key (the browser's own dialog does the rest). */
export function MfaWebAuthn() {
  const strings = useStrings();
  const { mfa, loading, error, verifyWebAuthn, chooseMfaMethod } = useLoginState();
  const [remember, setRemember] = useState(false);
  return (
    <Screen part="mfa-webauthn" title={strings.webAuthnMfa.title} description={strings.webAuthnMfa.body} error={error}>
      {mfa?.allowRememberDevice && <RememberDevice checked={remember} onChange={setRemember} days={mfa.rememberDeviceDays} />}
      <Button className="portico-submit portico-mfa-webauthn-verify" loading={loading} onClick={() => void verifyWebAuthn({ rememberDevice: remember })}>
        {strings.webAuthnMfa.verify}
      </Button>
      <Button variant="link" className="portico-mfa-use-recovery-code" onClick={() => chooseMfaMethod('recoveryCode')} disabled={loading}>
        {strings.mfa.useRecoveryCode}
      </Button>
    </Screen>
  );
}
