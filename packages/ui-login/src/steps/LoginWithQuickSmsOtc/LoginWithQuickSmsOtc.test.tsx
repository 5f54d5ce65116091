import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('LoginWithQuickSmsOtc', () => {
  it('asks for a phone, then for the texted code; "Not now" skips', async () => {
    const registerQuickPhone = vi.fn(async () => {});
    const skipQuickLogin = vi.fn();
    const { user } = renderLoginBox({ state: { login: { step: 'loginWithQuickSmsOtc', flow: 'registerQuickLogin', email: 'ada@example.com', registerQuickPhone, skipQuickLogin } } });
    expect(await screen.findByRole('heading', { name: 'Sign in faster with your phone' })).toBeTruthy();
    await user.type(screen.getByLabelText('Mobile number'), '+447700900123');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(registerQuickPhone).toHaveBeenCalledWith('+447700900123');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(skipQuickLogin).toHaveBeenCalled();
  });

  it('verifies the texted code', async () => {
    const verifyQuickPhone = vi.fn(async () => {});
    const { user } = renderLoginBox({ state: { login: { step: 'loginWithQuickSmsOtc', quickSms: { phoneNumber: '+447700900123', otcToken: 'o' }, verifyQuickPhone } } });
    expect(await screen.findByText('Enter the 6-digit code we texted to +447700900123.')).toBeTruthy();
    await user.type(screen.getByLabelText('Digit 1 of 6'), '123456');
    expect(verifyQuickPhone).toHaveBeenCalledWith('123456');
  });
});
