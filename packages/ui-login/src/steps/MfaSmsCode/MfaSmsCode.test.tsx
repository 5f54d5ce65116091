import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLoginBox } from '../../../test/render';

const mfa = { step: 'smsVerifyCode' as const, mfaToken: 't', factors: ['SMS' as const] };
const state = { login: { step: 'loginWithTwoFactor' as const, email: 'ada@example.com', mfa } };

describe('MfaSmsCode', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the first code, then names the (masked) phone it went to', async () => {
    const { portico } = renderLoginBox({ state });
    expect(await screen.findByText('We will text a 6-digit code to your phone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(portico.login.getState().sendSmsCode).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Enter the 6-digit code we texted to +4•••••••0103.')).toBeTruthy();
  });

  it('counts the resend cooldown down, then texts again', async () => {
    vi.useFakeTimers();
    const sentState = { login: { ...state.login, mfa: { ...mfa, otcToken: 'o', phoneNumber: '+4•••0103', codeSentAt: Date.now() } } };
    const { portico } = renderLoginBox({ state: sentState, resendCooldownSeconds: 2 });
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    const button = () => screen.getByRole('button', { name: /Resend code/ }) as HTMLButtonElement;
    expect(button().textContent).toBe('Resend code in 2 s');
    expect(button().disabled).toBe(true);
    act(() => void vi.advanceTimersByTime(1000));
    act(() => void vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Resend code');
    fireEvent.click(button());
    expect(portico.login.getState().sendSmsCode).toHaveBeenCalledTimes(1);
  });

  it('verifies a typed code with remember-device, and offers the recovery code', async () => {
    const allowed = { login: { ...state.login, mfa: { ...mfa, otcToken: 'o', codeSentAt: Date.now(), allowRememberDevice: true, rememberDeviceDays: 14 } } };
    const { user, portico } = renderLoginBox({ state: allowed });
    await user.click(await screen.findByLabelText('Remember this device for 14 days'));
    await user.type(screen.getByLabelText('Digit 1 of 6'), '654321');
    expect(portico.login.getState().verifyMfaCode).toHaveBeenCalledWith('654321', { rememberDevice: true });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(portico.login.getState().chooseMfaMethod).toHaveBeenCalledWith('recoveryCode');
  });

  it('after a forced enrolment shows the recovery code once, then continues', async () => {
    const enrolled = { login: { step: 'forceTwoFactor' as const, email: 'a@b.c', mfa: { ...mfa, enrolling: true, enrollment: { recoveryCode: 'abcd-efgh-jkmn' } } } };
    const { user, portico } = renderLoginBox({ state: enrolled });
    expect(await screen.findByText('abcd-efgh-jkmn')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(portico.login.getState().acknowledgeRecoveryCode).toHaveBeenCalled();
  });
});
