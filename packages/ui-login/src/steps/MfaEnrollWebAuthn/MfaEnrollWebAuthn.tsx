import { Button } from '@portico/ui-kit';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useLoginState } from '../../hooks';

/**
 * Forced MFA with WebAuthn: one button per allowed kind (this device's platform authenticator, a security key),
 * then the one-time recovery code until the user continues.
 */
export function MfaEnrollWebAuthn() {
  const strings = useStrings();
  const s = strings.webAuthnMfa;
  const { mfa, loading, error, enrollWebAuthn, acknowledgeRecoveryCode } = useLoginState();
  const recoveryCode = mfa?.enrollment?.recoveryCode;
  if (recoveryCode) {
    return (
      <Screen part="mfa-recovery-code-save" title={s.enrolTitle} description={strings.mfa.recoveryCodeSave} error={error}>
        <code className="portico-recovery-code">{recoveryCode}</code>
        <Button className="portico-submit" onClick={() => acknowledgeRecoveryCode()}>
          {strings.login.continue}
        </Button>
      </Screen>
    );
  }
  // With no factor list (older answers) both kinds are offered; the server refuses a kind the policy does not allow.
  const allows = (kind: 'WebAuthnPlatform' | 'WebAuthnCrossPlatform') => !mfa?.factors?.length || mfa.factors.includes(kind);
  return (
    <Screen part="mfa-enroll-webauthn" title={s.enrolTitle} description={s.enrolBody} error={error}>
      <ul className="portico-method-list">
        {allows('WebAuthnPlatform') && (
          <li>
            <Button className="portico-mfa-webauthn-enrol" data-kind="Platform" loading={loading} onClick={() => void enrollWebAuthn('Platform')}>
              {s.enrolPlatform}
            </Button>
          </li>
        )}
        {allows('WebAuthnCrossPlatform') && (
          <li>
            <Button variant="secondary" className="portico-mfa-webauthn-enrol" data-kind="CrossPlatform" disabled={loading} onClick={() => void enrollWebAuthn('CrossPlatform')}>
              {s.enrolCrossPlatform}
            </Button>
          </li>
        )}
      </ul>
    </Screen>
  );
}
