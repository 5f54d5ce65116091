import { useAuth, useMfaSettings } from '@portico/core-state/react';
import { useState, type FormEvent } from 'react';
import { QrCode } from './QrCode';
import { SecurityKeys } from './SecurityKeys';

/** The base32 secret inside an otpauth:// URI, for people who type it instead of scanning. */
function secretOf(uri: string | undefined): string | undefined {
  if (!uri) return undefined;
  try {
    return new URL(uri).searchParams.get('secret') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Two-factor authentication of the signed-in user: an authenticator app (QR, code, recovery code, turn off) and security keys. */
export function MfaCard() {
  const userEnrolled = useAuth((s) => s.user?.mfaEnrolled === true);
  const { step, loading, error, qrCodeUri, secret, recoveryCode, devices, enrollAuthenticator, verifyEnrollment, disable, reset } = useMfaSettings((s) => s);
  // Once the devices are known, the authenticator-app part follows that factor only (a security key is listed below).
  const enrolled = devices ? (devices.authenticators?.length ?? 0) > 0 : userEnrolled;
  const [code, setCode] = useState('');
  const submit = (action: (code: string) => Promise<void>) => (e: FormEvent) => {
    e.preventDefault();
    void action(code.trim()).then(() => setCode(''));
  };
  const codeField = (label: string) => (
    <div className="demo-field">
      <label className="demo-label" htmlFor="mfa-code">{label}</label>
      <input id="mfa-code" className="demo-input demo-input-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} required />
    </div>
  );

  let body;
  if (step === 'enrollAuthenticator' && qrCodeUri) {
    body = (
      <form className="demo-stack" onSubmit={submit(verifyEnrollment)}>
        <p className="demo-muted">Scan the code with an authenticator app, then enter the 6-digit code it shows.</p>
        <div className="demo-enrol">
          <QrCode value={qrCodeUri} label="QR code for your authenticator app" />
          <p className="demo-secret">Or type this key: <code data-testid="mfa-secret">{secret ?? secretOf(qrCodeUri)}</code></p>
        </div>
        {codeField('Code from the app')}
        <div className="demo-row">
          <button className="demo-button" type="submit" disabled={loading}>Turn on</button>
          <button className="demo-button demo-button-secondary" type="button" onClick={reset}>Cancel</button>
        </div>
      </form>
    );
  } else if (step === 'recoveryCode' && recoveryCode) {
    body = (
      <div className="demo-stack">
        <p className="demo-success" role="status">Two-factor authentication is on.</p>
        <p className="demo-muted">Keep this recovery code somewhere safe. It signs you in once if you lose your phone.</p>
        <code className="demo-code" data-testid="mfa-recovery-code">{recoveryCode}</code>
        <div><button className="demo-button" type="button" onClick={reset}>Done</button></div>
      </div>
    );
  } else if (enrolled) {
    body = (
      <form className="demo-stack" onSubmit={submit(disable)}>
        <p><span className="demo-badge demo-badge-on">On</span> An authenticator app protects this account.</p>
        {codeField('Code from the app or a recovery code')}
        <div><button className="demo-button demo-button-secondary" type="submit" disabled={loading}>Turn off</button></div>
      </form>
    );
  } else {
    body = (
      <div className="demo-stack">
        <p><span className="demo-badge">Off</span> Add a second step to your sign-in with an authenticator app.</p>
        <div><button className="demo-button" type="button" disabled={loading} onClick={() => void enrollAuthenticator()}>Set up authenticator app</button></div>
      </div>
    );
  }
  return (
    <section className="demo-card" aria-labelledby="mfa-title">
      <h2 id="mfa-title" className="demo-subtitle">Two-factor authentication</h2>
      {error && <p className="demo-alert" role="alert">{error}</p>}
      {body}
      {step !== 'recoveryCode' && step !== 'enrollAuthenticator' && <SecurityKeys />}
    </section>
  );
}
