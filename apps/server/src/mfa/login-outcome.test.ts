import { describe, expect, it } from 'vitest';
import type { EnforceMfaType, EnrolledFactors, LoginMfaOutcome, MfaStrategy } from './types';
import { decideLoginMfa } from './login-outcome';

const BOTH: MfaStrategy[] = ['AuthenticatorApp', 'EmailCode'];
const ALL: MfaStrategy[] = [...BOTH, 'SMS', 'WebAuthnPlatform', 'WebAuthnCrossPlatform'];
const none = { authenticator: false, email: false };
const app = { authenticator: true, email: false };
const mail = { authenticator: false, email: true };
const both = { authenticator: true, email: true };
const sms = { authenticator: false, email: false, sms: true };
const appAndSms = { authenticator: true, email: false, sms: true };
const verify = (factors: MfaStrategy[], allowRememberMe = false): LoginMfaOutcome => ({ kind: 'verify', factors, allowRememberMe, mfaDeviceExpiration: 1_209_600 });
const enroll = (allowedStrategies: MfaStrategy[] = ALL): LoginMfaOutcome => ({ kind: 'enroll', allowedStrategies });
const NONE: LoginMfaOutcome = { kind: 'none' };

// [enforce, allowRememberMe, enrolled, remembered device, via SAML, active strategies, expected]
const table: [EnforceMfaType, boolean, EnrolledFactors, boolean, boolean, MfaStrategy[] | undefined, LoginMfaOutcome][] = [
  ['DontForce', false, none, false, false, undefined, NONE],
  ['DontForce', false, app, false, false, undefined, verify(['AuthenticatorApp'])],
  ['DontForce', false, mail, false, false, undefined, verify(['EmailCode'])],
  ['DontForce', false, both, false, false, undefined, verify(BOTH)],
  ['DontForce', false, sms, false, false, undefined, verify(['SMS'])],
  ['Force', false, appAndSms, false, false, undefined, verify(['AuthenticatorApp', 'SMS'])],
  ['DontForce', true, mail, true, false, undefined, NONE],
  ['Force', false, none, false, false, undefined, enroll()],
  ['Force', false, app, false, false, undefined, verify(['AuthenticatorApp'])],
  ['Force', false, none, false, true, undefined, enroll()],
  ['Force', true, app, true, false, undefined, NONE],
  ['Force', false, app, true, false, undefined, verify(['AuthenticatorApp'])],
  ['Force', true, app, false, false, undefined, verify(['AuthenticatorApp'], true)],
  ['Force', true, none, true, false, undefined, enroll()],
  ['ForceExceptSAML', false, none, false, false, undefined, enroll()],
  ['ForceExceptSAML', false, none, false, true, undefined, NONE],
  ['ForceExceptSAML', false, app, false, true, undefined, verify(['AuthenticatorApp'])],
  ['Force', false, none, false, false, ['EmailCode', 'SMS'], enroll(['EmailCode', 'SMS'])],
  ['Force', false, none, false, false, ['WebAuthnPlatform'], enroll(['WebAuthnPlatform'])],
  ['DontForce', false, { ...none, webAuthnCrossPlatform: true }, false, false, undefined, verify(['WebAuthnCrossPlatform'])],
  ['Force', false, { ...app, webAuthnPlatform: true, webAuthnCrossPlatform: true }, false, false, undefined, verify(['AuthenticatorApp', 'WebAuthnPlatform', 'WebAuthnCrossPlatform'])],
];

describe('decideLoginMfa', () => {
  it.each(table)('%s rememberMe=%s enrolled=%o remembered=%s saml=%s active=%o', (enforceMFAType, allowRememberMe, enrolled, rememberedDevice, viaSaml, activeStrategies, expected) => {
    const policy = { enforceMFAType, allowRememberMe, mfaDeviceExpiration: 1_209_600 };
    expect(decideLoginMfa({ policy, enrolled, rememberedDevice, viaSaml, activeStrategies })).toEqual(expected);
  });

  it('passes the policy device lifetime to the verify step', () => {
    const policy = { enforceMFAType: 'DontForce' as const, allowRememberMe: true, mfaDeviceExpiration: 600 };
    expect(decideLoginMfa({ policy, enrolled: app, rememberedDevice: false })).toMatchObject({ kind: 'verify', mfaDeviceExpiration: 600 });
  });
});
