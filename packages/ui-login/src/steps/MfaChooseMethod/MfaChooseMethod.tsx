import { Button } from '@portico/ui-kit';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useLoginState } from '../../hooks';
import type { MfaMethod, MfaStrategy } from '@portico/core-state';
import type { LoginStrings } from '../../localization';

const METHODS: Array<{ factor: MfaStrategy; method: MfaMethod; label: (s: LoginStrings) => string }> = [
  { factor: 'AuthenticatorApp', method: 'authenticatorApp', label: (s) => s.mfa.methodAuthenticator },
  { factor: 'EmailCode', method: 'emailVerifyCode', label: (s) => s.mfa.methodEmail },
  { factor: 'SMS', method: 'smsVerifyCode', label: (s) => s.mfa.methodSms },
  { factor: 'WebAuthnCrossPlatform', method: 'webAuthn', label: (s) => s.webAuthnMfa.method },
  { factor: 'WebAuthnPlatform', method: 'webAuthn', label: (s) => s.webAuthnMfa.method },
];

/** The choose-method MFA step: one button per factor offered (enrolled kinds, or allowed kinds when enrolling). */
export function MfaChooseMethod() {
  const strings = useStrings();
  const { mfa, loading, error, chooseMfaMethod } = useLoginState();
  // Both WebAuthn kinds share one button.
  const offered = METHODS.filter((m) => mfa?.factors?.includes(m.factor) ?? true).filter((m, i, all) => all.findIndex((o) => o.method === m.method) === i);
  return (
    <Screen
      part="mfa-choose-method"
      title={strings.mfa.chooseTitle}
      description={mfa?.enrolling ? strings.mfa.enrolRequired : undefined}
      error={error}
    >
      <ul className="portico-method-list">
        {offered.map((m) => (
          <li key={m.method}>
            <Button variant="secondary" className="portico-mfa-method" data-method={m.method} disabled={loading} onClick={() => chooseMfaMethod(m.method)}>
              {m.label(strings)}
            </Button>
          </li>
        ))}
      </ul>
      {!mfa?.enrolling && (
        <Button variant="link" className="portico-mfa-use-recovery-code" onClick={() => chooseMfaMethod('recoveryCode')} disabled={loading}>
          {strings.mfa.useRecoveryCode}
        </Button>
      )}
    </Screen>
  );
}
