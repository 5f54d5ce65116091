// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/fixtures';
import { loginAwaitingMfa as loginAnswering, signedInMfaSettings, stepUpStarted } from '../../test/mfa-flows';
import { STEP_UP_PATH_KEY } from '../constants';

const PHONES = { phones: [{ id: 'ph-1', phoneNumber: '+4•••••••0103' }], authenticators: [], emails: [] };

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('SMS MFA at login', () => {
  it('an SMS-only user goes to smsVerifyCode, asks for a code for the enrolled phone, then signs in', async () => {
    const { store, api, auth } = await loginAnswering({ mfaEnrolled: true, mfaStrategies: ['SMS'], mfaDevices: PHONES });
    expect(store.getState()).toMatchObject({ step: 'loginWithTwoFactor', mfa: { step: 'smsVerifyCode', factors: ['SMS'] } });
    await store.getState().sendSmsCode();
    expect(api.sendLoginSmsCode).toHaveBeenCalledWith({ mfaToken: 'mfa-1', deviceId: 'ph-1' });
    expect(store.getState().mfa).toMatchObject({ otcToken: 'otc-sms', phoneNumber: '+4•••••••0103', codeSentAt: expect.any(Number) });
    api.verifyLoginSmsCode.mockRejectedValueOnce(apiError('The code is incorrect. Check it and try again'));
    await store.getState().verifyMfaCode('000000');
    expect(store.getState()).toMatchObject({ step: 'loginWithTwoFactor', error: 'The code is incorrect. Check it and try again' });
    await store.getState().verifyMfaCode('123456', { rememberDevice: true });
    expect(api.verifyLoginSmsCode).toHaveBeenLastCalledWith({ mfaToken: 'mfa-1', deviceId: 'ph-1', otcToken: 'otc-sms', value: '123456', rememberDevice: true });
    expect(store.getState().step).toBe('success');
    expect(auth.getState().isAuthenticated).toBe(true);
  });

  it('with an app and a phone, choosing the text message sends the code', async () => {
    const { store, api } = await loginAnswering({ mfaEnrolled: true, mfaStrategies: ['AuthenticatorApp', 'SMS'], mfaDevices: { ...PHONES, authenticators: [{ id: 'a-1' }] } });
    expect(store.getState().mfa).toMatchObject({ step: 'verify', factors: ['AuthenticatorApp', 'SMS'] });
    await store.getState().chooseMfaMethod('smsVerifyCode');
    expect(api.sendLoginSmsCode).toHaveBeenCalledTimes(1);
    expect(store.getState().mfa).toMatchObject({ step: 'smsVerifyCode', otcToken: 'otc-sms' });
  });

  it('forced enrolment with SMS: phone → texted code → recovery code shown, then the login finishes', async () => {
    const { store, api, auth } = await loginAnswering({ mfaEnrolled: false, mfaStrategies: ['SMS'] });
    expect(store.getState()).toMatchObject({ step: 'forceTwoFactor', mfa: { step: 'smsSetPhoneNumber', enrolling: true } });
    await store.getState().enrollSmsPhone('+447700900107');
    expect(api.enrollLoginSms).toHaveBeenCalledWith({ mfaToken: 'mfa-1', phoneNumber: '+447700900107' });
    expect(store.getState().mfa).toMatchObject({ step: 'smsVerifyCode', otcToken: 'otc-sms-enrol', phoneNumber: '+447700900107' });
    await store.getState().verifyMfaCode('123456');
    expect(api.verifyLoginSmsEnrollment).toHaveBeenCalledWith({ mfaToken: 'mfa-1', otcToken: 'otc-sms-enrol', value: '123456' });
    expect(store.getState().mfa?.enrollment?.recoveryCode).toBe('RC-SMS');
    expect(auth.getState().isAuthenticated).toBe(true);
    expect(store.getState().step).toBe('forceTwoFactor');
    store.getState().acknowledgeRecoveryCode();
    expect(store.getState().step).toBe('success');
  });

  it('forced enrolment with several strategies: choosing SMS asks for the phone first (no text yet)', async () => {
    const { store, api } = await loginAnswering({ mfaEnrolled: false, mfaStrategies: ['AuthenticatorApp', 'SMS'] });
    await store.getState().chooseMfaMethod('smsVerifyCode');
    expect(store.getState().mfa?.step).toBe('smsSetPhoneNumber');
    expect(api.sendLoginSmsCode).not.toHaveBeenCalled();
  });
});

describe('step-up with SMS', () => {
  it('texts the only phone at once and verifies the code into a stepped-up session', async () => {
    const { stepUp, ...f } = await stepUpStarted({ mfaDevices: PHONES, mfaStrategies: ['SMS'] });
    localStorage.setItem(STEP_UP_PATH_KEY, '/sensitive');
    expect(f.api.sendLoginSmsCode).toHaveBeenCalledWith({ mfaToken: 'mfa-s', deviceId: 'ph-1' });
    expect(stepUp.getState().mfa).toMatchObject({ step: 'smsVerifyCode', otcToken: 'otc-sms' });
    await stepUp.getState().verify('123456');
    expect(f.api.verifyLoginSmsCode).toHaveBeenCalledWith({ mfaToken: 'mfa-s', deviceId: 'ph-1', otcToken: 'otc-sms', value: '123456' });
    expect(stepUp.getState().step).toBe('success');
    expect(f.navigate).toHaveBeenCalledWith('/sensitive');
  });
});

describe('SMS MFA in the profile (mfaSettings)', () => {
  it('enrols a phone (code, then recovery code) and removes it with a texted code', async () => {
    const { mfa, ...f } = await signedInMfaSettings();
    await mfa.getState().enrollSms('+447700900103');
    expect(mfa.getState()).toMatchObject({ step: 'enrollSms', sms: { phoneNumber: '+447700900103', otcToken: 'otc-sms-profile' } });
    f.api.verifySmsEnrollment.mockRejectedValueOnce(apiError('The code is incorrect. Check it and try again'));
    await mfa.getState().verifySmsEnrollment('000000');
    expect(mfa.getState()).toMatchObject({ step: 'enrollSms', error: 'The code is incorrect. Check it and try again' });
    await mfa.getState().verifySmsEnrollment('123456');
    expect(f.api.verifySmsEnrollment).toHaveBeenLastCalledWith({ otcToken: 'otc-sms-profile', value: '123456' });
    expect(mfa.getState()).toMatchObject({ step: 'recoveryCode', recoveryCode: 'RC-SMS-2', devices: { phones: [{ id: 'ph-1' }] } });
    expect(f.auth.getState().user?.mfaEnrolled).toBe(true);
    await mfa.getState().startDisableSms('ph-1');
    expect(mfa.getState()).toMatchObject({ step: 'disableSms', sms: { deviceId: 'ph-1', otcToken: 'otc-sms-off', phoneNumber: '+447700900103' } });
    f.api.listMfaDevices.mockResolvedValue({ webauthn: [], phones: [], authenticators: [], emails: [] });
    await mfa.getState().verifyDisableSms('654321');
    expect(f.api.verifyDisableSms).toHaveBeenCalledWith({ deviceId: 'ph-1', otcToken: 'otc-sms-off', value: '654321' });
    expect(mfa.getState().step).toBe('idle');
    expect(f.auth.getState().user?.mfaEnrolled).toBe(false);
  });
});
