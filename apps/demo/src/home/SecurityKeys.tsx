import { useMfaSettings } from '@portico/core-state/react';

/** Security keys and platform authenticators as second factor: list, add (this device or a key), remove. */
export function SecurityKeys() {
  // The MFA card loads the devices whenever a change settles; this list only reads them.
  const { loading, devices, enrollWebAuthn, disableWebAuthn } = useMfaSettings((s) => s);
  const keys = devices?.webauthn ?? [];
  return (
    <div className="demo-stack demo-keys-section" data-testid="mfa-security-keys">
      <h3 className="demo-keys-title">Security keys</h3>
      {keys.length === 0 ? (
        <p className="demo-muted">Use a security key or this device’s fingerprint, face or screen lock as a second step.</p>
      ) : (
        <ul className="demo-keys" aria-label="Security keys">
          {keys.map((k) => (
            <li key={k.id} className="demo-row" data-testid="mfa-security-key">
              <span>{k.name ?? 'Security key'}</span>
              <button className="demo-button demo-button-secondary" type="button" disabled={loading} onClick={() => void disableWebAuthn(k.id)}>
                Remove {k.name ?? 'security key'}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="demo-row">
        <button className="demo-button" type="button" disabled={loading} onClick={() => void enrollWebAuthn('CrossPlatform')}>Add a security key</button>
        <button className="demo-button demo-button-secondary" type="button" disabled={loading} onClick={() => void enrollWebAuthn('Platform')}>Use this device</button>
      </div>
    </div>
  );
}
