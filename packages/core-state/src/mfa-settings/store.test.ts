import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/fixtures';
import { signedInMfaSettings as setup } from '../../test/mfa-flows';

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
});
