import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('ResetPhone', () => {
  it('ResetPhoneNumber → VerifyResetPhoneNumber → ChangePhoneNumber, then the login route asks for the SMS code', async () => {
    const { user, portico } = renderLoginBox({ url: '/account/reset-phone-number', state: { login: { step: 'loginWithSmsOtc', email: 'ada@example.com' } } });
    // Pre-filled from the login flow's email.
    expect((await screen.findByLabelText<HTMLInputElement>('Email', {}, { timeout: 4000 })).value).toBe('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(portico.resetPhone.getState().sendCode).toHaveBeenCalledWith('ada@example.com');
    await user.type(screen.getByLabelText('Digit 1 of 6'), '123456');
    expect(await screen.findByRole('heading', { name: 'Set your new phone number' })).toBeTruthy();
    const phone = screen.getByLabelText('New mobile number');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    await user.type(phone, '07700');
    await user.click(screen.getByRole('button', { name: 'Save and text me a code' }));
    expect(await screen.findByText('Enter the number in international format, like +447700900123')).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '+44 7700 900123');
    await user.click(screen.getByRole('button', { name: 'Save and text me a code' }));
    expect(await screen.findByRole('heading', { name: 'Enter your sign-in code' }, { timeout: 4000 })).toBeTruthy();
    expect(portico.resetPhone.getState().changePhone).toHaveBeenCalledWith('+447700900123');
  }, 15_000);
});
