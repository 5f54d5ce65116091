import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLoginBox } from '../../../test/render';

const mfa = { step: 'emailVerifyCode' as const, mfaToken: 't', factors: ['EmailCode' as const] };
const state = { login: { step: 'loginWithTwoFactor' as const, email: 'ada@example.com', mfa } };

describe('MfaEmailCode', () => {
  afterEach(() => vi.useRealTimers());

  it('tells where the code goes and asks for it when none was sent yet', () => {
    const { portico } = renderLoginBox({ state });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(portico.login.getState().sendEmailCode).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Enter the 6-digit code we emailed to ada@example.com.')).toBeTruthy();
  });

  it('counts the resend cooldown down second by second, then offers resend again', () => {
    vi.useFakeTimers();
    const { portico } = renderLoginBox({ state: { login: { ...state.login, mfa: { ...mfa, codeSentAt: Date.now() } } }, resendCooldownSeconds: 3 });
    const button = () => screen.getByRole('button', { name: /Resend code/ }) as HTMLButtonElement;
    expect(button().textContent).toBe('Resend code in 3 s');
    expect(button().disabled).toBe(true);
    act(() => void vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Resend code in 2 s');
    act(() => void vi.advanceTimersByTime(1000));
    act(() => void vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Resend code');
    fireEvent.click(button());
    expect(portico.login.getState().sendEmailCode).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('Resend code in 3 s');
  });

  it('verifies a typed code through the flow', async () => {
    const { user, portico } = renderLoginBox({ state });
    await user.type(screen.getByLabelText('Digit 1 of 6'), '654321');
    expect(portico.login.getState().verifyMfaCode).toHaveBeenCalledWith('654321', { rememberDevice: false });
  });
});
