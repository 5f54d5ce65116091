import { Button } from '@portico/ui-kit';
import { Screen } from '../../components/Screen';
import { useStrings } from '../../context';
import { useStepUpState } from '../../hooks';
import type { LoginStrings } from '../../localization';
import type { MfaMethod, MfaStrategy } from '@portico/core-state';

const METHODS: Array<{ factor: MfaStrategy; method: MfaMethod; label: (s: LoginStrings) => string }> = [
  { factor: 'AuthenticatorApp', method: 'authenticatorApp', label: (s) => s.mfa.methodAuthenticator },
  { factor: 'SMS', method: 'smsVerifyCode', label: (s) => s.mfa.methodSms },
  { factor: 'WebAuthnCrossPlatform', method: 'webAuthn', label: (s) => s.webAuthnMfa.method },
  { factor: 'WebAuthnPlatform', method: 'webAuthn', label: (s) => s.webAuthnMfa.method },
  { factor: 'EmailCode', method: 'emailVerifyCode', label: (s) => s.mfa.methodEmail },
];

/** Step-up with several enrolled kinds: one button per kind, then that kind's code screen. */
export function StepUpChooseMethod() {
  const strings = useStrings();
  const { mfa, loading, error, chooseMfaMethod } = useStepUpState();
  // Both WebAuthn kinds share one button.
  const offered = METHODS.filter((m) => mfa?.factors?.includes(m.factor) ?? true).filter((m, i, all) => all.findIndex((o) => o.method === m.method) === i);
  return (
    <Screen part="step-up-choose-method" title={strings.stepUpChoose.title} description={strings.stepUpChoose.body} error={error}>
      <ul className="portico-method-list">
        {offered.map((m) => (
          <li key={m.method}>
            <Button variant="secondary" className="portico-mfa-method" data-method={m.method} disabled={loading} onClick={() => void chooseMfaMethod(m.method)}>
              {m.label(strings)}
            </Button>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
