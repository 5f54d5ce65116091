import { describe, expect, it } from 'vitest';
import { selectMfa } from './select';

const base = { mfaRequired: true, mfaToken: 'mfa-1' };

describe('selectMfa: enrolled users', () => {
  it.each([
    [{ authenticators: [{ id: 'a' }] }, 'authenticatorApp'],
    [{ phones: [{ id: 'p' }] }, 'smsVerifyCode'],
    [{ emails: [{ email: 'e@x.test' }] }, 'emailVerifyCode'],
    [{ authenticators: [{ id: 'a' }], emails: [{ email: 'e@x.test' }] }, 'verify'],
    [{ webauthn: [{ id: 'w', deviceType: 'CrossPlatform' }, { id: 'v', deviceType: 'Platform' }] }, 'webAuthn'],
    [{ authenticators: [{ id: 'a' }], webauthn: [{ id: 'w' }] }, 'verify'],
    [{}, 'verify'],
  ])('devices %j lead to %s', (mfaDevices, step) => {
    const mfa = selectMfa({ ...base, mfaDevices });
    expect(mfa.step).toBe(step);
    expect(mfa.enrolling).toBe(false);
    expect(mfa.mfaToken).toBe('mfa-1');
  });

  it('reads the kinds from mfaStrategies when no device list is given', () => {
    expect(selectMfa({ ...base, mfaStrategies: ['EmailCode'] }).step).toBe('emailVerifyCode');
    expect(selectMfa({ ...base, mfaStrategies: ['AuthenticatorApp', 'EmailCode'] }).factors).toEqual(['AuthenticatorApp', 'EmailCode']);
    // The choose-method step lists WebAuthn among the enrolled kinds.
    expect(selectMfa({ ...base, mfaStrategies: ['AuthenticatorApp', 'WebAuthnPlatform'] }).factors).toEqual(['AuthenticatorApp', 'WebAuthnPlatform']);
  });
});

describe('selectMfa: forced enrolment', () => {
  it.each([
    [['AuthenticatorApp'], 'authenticatorApp'],
    [['SMS'], 'smsSetPhoneNumber'],
    [['EmailCode'], 'emailVerifyCode'],
    [['WebAuthnPlatform'], 'webAuthn'],
    [['WebAuthnCrossPlatform'], 'webAuthn'],
    [['AuthenticatorApp', 'EmailCode'], 'verify'],
  ] as const)('allowed %j lead to %s', (strategies, step) => {
    const mfa = selectMfa({ ...base, mfaEnrolled: false, mfaStrategies: [...strategies] });
    expect(mfa.step).toBe(step);
    expect(mfa.enrolling).toBe(true);
  });
});

describe('selectMfa: remember device', () => {
  it('offers it with its expiration in days when allowed', () => {
    const mfa = selectMfa({ ...base, allowRememberMe: true, mfaDeviceExpiration: 1_209_600 });
    expect(mfa.allowRememberDevice).toBe(true);
    expect(mfa.rememberDeviceDays).toBe(14);
  });

  it('does not offer it otherwise', () => {
    const mfa = selectMfa({ ...base, mfaDeviceExpiration: 1_209_600 });
    expect(mfa.allowRememberDevice).toBe(false);
    expect(mfa.rememberDeviceDays).toBeUndefined();
  });
});
