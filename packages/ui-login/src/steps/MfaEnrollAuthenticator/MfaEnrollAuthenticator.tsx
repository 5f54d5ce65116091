import { Button } from '@portico/ui-kit';
import { QrCode } from '@portico/ui-kit/qr';
import { useEffect, useRef } from 'react';
import { CodeForm } from '../../components/CodeForm';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useLoginState } from '../../hooks';

/**
 * Forced MFA with an authenticator app: asks for a secret on arrival, shows it as a QR code (and as text),
 * verifies the first code, then shows the one-time recovery code until the user continues.
 */
export default function MfaEnrollAuthenticator() {
  const strings = useStrings();
  const { mfa, loading, error, enrollAuthenticator, verifyEnrollment, acknowledgeRecoveryCode } = useLoginState();
  const enrollment = mfa?.enrollment;
  const asked = useRef(false);
  useEffect(() => {
    if (!enrollment?.qrCodeUri && !asked.current) {
      asked.current = true;
      void enrollAuthenticator();
    }
  }, [enrollment?.qrCodeUri, enrollAuthenticator]);

  if (enrollment?.recoveryCode) {
    return (
      <Screen part="mfa-recovery-code-save" title={strings.mfa.enrolTitle} description={strings.mfa.recoveryCodeSave} error={error}>
        <code className="portico-recovery-code">{enrollment.recoveryCode}</code>
        <Button className="portico-submit" onClick={() => acknowledgeRecoveryCode()}>
          {strings.login.continue}
        </Button>
      </Screen>
    );
  }
  return (
    <Screen part="mfa-enroll-authenticator" title={strings.mfa.enrolTitle} description={strings.mfa.enrolBody} error={error}>
      {enrollment?.qrCodeUri ? (
        <>
          <div className="portico-qr-wrap">
            <QrCode value={enrollment.qrCodeUri} label={strings.mfa.qrLabel} size={192} />
          </div>
          {enrollment.secret && (
            <p className="portico-secret">
              {strings.mfa.manualKey} <code>{enrollment.secret}</code>
            </p>
          )}
          <CodeForm loading={loading} onSubmit={(code) => verifyEnrollment(code)} />
        </>
      ) : (
        <Button className="portico-submit" loading={loading} onClick={() => enrollAuthenticator()}>
          {strings.mfa.enrolStart}
        </Button>
      )}
    </Screen>
  );
}
