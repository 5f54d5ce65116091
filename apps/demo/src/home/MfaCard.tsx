import { useAuth, useMfaSettings } from '@portico/core-state/react';
import { QrCode } from '@portico/ui-kit/qr';
import { useEffect, useState, type FormEvent } from 'react';
import { SmsMfaSteps } from './SmsMfa';
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

/** Two-factor authentication of the signed-in user: an authenticator app (QR, code, recovery code) or text messages; turn either off. */
export function MfaCard() {
  const enrolled = useAuth((s) => s.user?.mfaEnrolled === true);
  const { step, loading, error, qrCodeUri, secret, recoveryCode, devices, enrollAuthenticator, verifyEnrollment, disable, reset, loadDevices, startDisableSms } = useMfaSettings((s) => s);
  const [code, setCode] = useState('');
  const [addingSms, setAddingSms] = useState(false);
  // Devices are read on arrival and again whenever a change ends (an enrolment's Done, a removal).
  const settled = step === 'idle' || step === 'disabled';
  useEffect(() => void (settled && loadDevices()), [loadDevices, settled]);
  const phones = devices?.phones ?? [];
  // A security key alone is a second factor too; the Security keys card lists and removes keys.
  const keys = devices?.webauthn?.length ?? 0;
  // Until the devices are in, the profile's flag tells whether an app may be enrolled.
  const hasApp = devices ? (devices.authenticators?.length ?? 0) > 0 : enrolled && !phones.length;
  const smsSteps = <SmsMfaSteps adding={addingSms} onCancel={() => setAddingSms(false)} />;
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
          <QrCode value={qrCodeUri} label="QR code for your authenticator app" className="demo-qr" />
          <p className="demo-secret">Or type this key: <code data-testid="mfa-secret">{secret ?? secretOf(qrCodeUri)}</code></p>
        </div>
        {codeField('Code from the app')}
        <div className="demo-row">
          <button className="demo-button" type="submit" disabled={loading}>Turn on</button>
          <button className="demo-button demo-button-secondary" type="button" onClick={reset}>Cancel</button>
        </div>
      </form>
    );
  } else if (step === 'enrollSms' || step === 'disableSms' || addingSms && step !== 'recoveryCode') {
    body = smsSteps;
  } else if (step === 'recoveryCode' && recoveryCode) {
    body = (
      <div className="demo-stack">
        <p className="demo-success" role="status">Two-factor authentication is on.</p>
        <p className="demo-muted">Keep this recovery code somewhere safe. It signs you in once if you lose your phone.</p>
        <code className="demo-code" data-testid="mfa-recovery-code">{recoveryCode}</code>
        <div><button className="demo-button" type="button" onClick={() => (reset(), setAddingSms(false))}>Done</button></div>
      </div>
    );
  } else if (hasApp || phones.length) {
    body = (
      <div className="demo-stack">
        {phones.map((p) => (
          <div key={p.id} className="demo-row" data-testid="mfa-sms-device">
            <p><span className="demo-badge demo-badge-on">On</span> Text messages to {p.phoneNumber} protect this account.</p>
            <button className="demo-button demo-button-secondary" type="button" disabled={loading} onClick={() => void startDisableSms(p.id)}>Turn off text messages</button>
          </div>
        ))}
        {hasApp && (
          <form className="demo-stack" onSubmit={submit(disable)}>
            <p><span className="demo-badge demo-badge-on">On</span> An authenticator app protects this account.</p>
            {codeField('Code from the app or a recovery code')}
            <div><button className="demo-button demo-button-secondary" type="submit" disabled={loading}>Turn off</button></div>
          </form>
        )}
      </div>
    );
  } else {
    body = (
      <div className="demo-stack">
        {keys > 0
          ? <p data-testid="mfa-keys-only"><span className="demo-badge demo-badge-on">On</span> A security key protects this account (see Security keys). You can add an authenticator app or text messages as well.</p>
          : <p><span className="demo-badge">Off</span> Add a second step to your sign-in with an authenticator app or text messages.</p>}
        <div className="demo-row">
          <button className="demo-button" type="button" disabled={loading} onClick={() => void enrollAuthenticator()}>Set up authenticator app</button>
          <button className="demo-button demo-button-secondary" type="button" disabled={loading} onClick={() => setAddingSms(true)}>Use text messages</button>
        </div>
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
