import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/fixtures';
import { signedInMfaSettings as setup } from '../../test/mfa-flows';
import { mfaEnrolOptions } from './options';

describe('MFA settings', () => {
  it('idle → enrollAuthenticator (QR URI) → recoveryCode, and marks the user enrolled', async () => {
    const { mfa, api, auth } = await setup();
    expect(mfa.getState().step).toBe('idle');
    await mfa.getState().enrollAuthenticator();
    expect(mfa.getState()).toMatchObject({ step: 'enrollAuthenticator', qrCodeUri: 'otpauth://totp/y', loading: false });
    await mfa.getState().verifyEnrollment('123456');
    expect(api.verifyAuthenticator).toHaveBeenCalledWith({ value: '123456' });
    expect(mfa.getState()).toMatchObject({ step: 'recoveryCode', recoveryCode: 'RC-2', qrCodeUri: undefined });
    expect(auth.getState().user?.mfaEnrolled).toBe(true);
  });

  it('keeps the step with an error on a wrong code', async () => {
    const { mfa, api } = await setup();
    api.verifyAuthenticator.mockRejectedValue(apiError('Invalid code', 400));
    await mfa.getState().enrollAuthenticator();
    await mfa.getState().verifyEnrollment('000000');
    expect(mfa.getState()).toMatchObject({ step: 'enrollAuthenticator', error: 'Invalid code', loading: false });
  });

  it('disable → disabled and the user is no longer enrolled; reset → idle', async () => {
    const { mfa, api, auth } = await setup();
    await mfa.getState().disable('123456');
    expect(api.disableMfa).toHaveBeenCalledWith({ value: '123456' });
    expect(mfa.getState().step).toBe('disabled');
    expect(auth.getState().user?.mfaEnrolled).toBe(false);
    mfa.getState().reset();
    expect(mfa.getState().step).toBe('idle');
  });

  it('loads the active strategies; the options follow them and an enrolled authenticator app', async () => {
    const { mfa, api } = await setup();
    await mfa.getState().loadStrategies();
    expect(api.getActiveMfaStrategies).toHaveBeenCalled();
    await mfa.getState().loadDevices();
    const { strategies, devices } = mfa.getState();
    expect(mfaEnrolOptions(strategies, devices, true)).toEqual(['authenticator', 'sms', 'securityKey', 'platform']);
    expect(mfaEnrolOptions(strategies, { ...devices, authenticators: [{ id: 'a-1' }] }, true)).toEqual(['sms', 'securityKey', 'platform']);
    expect(mfaEnrolOptions(['SMS', 'EmailCode'], devices, true)).toEqual(['sms']);
    expect(mfaEnrolOptions(undefined, undefined, true)).toEqual([]);
    // A browser without WebAuthn (no PublicKeyCredential here) is offered no security key.
    expect(mfaEnrolOptions(strategies, devices)).toEqual(['authenticator', 'sms']);
  });

  it('SMS enrolment: phone → texted code → recovery code, devices reloaded and the user enrolled', async () => {
    const { mfa, api, auth } = await setup();
    auth.setState({ user: { ...auth.getState().user!, mfaEnrolled: false } });
    await mfa.getState().enrollSms('+447700900103');
    expect(mfa.getState()).toMatchObject({ step: 'enrollSms', sms: { phoneNumber: '+447700900103', otcToken: 'otc-sms-profile' } });
    await mfa.getState().verifySmsEnrollment('654321');
    expect(api.verifySmsEnrollment).toHaveBeenCalledWith({ otcToken: 'otc-sms-profile', value: '654321' });
    expect(mfa.getState()).toMatchObject({ step: 'recoveryCode', sms: undefined });
    expect(mfa.getState().devices?.phones).toHaveLength(1);
    expect(auth.getState().user?.mfaEnrolled).toBe(true);
  });
});
