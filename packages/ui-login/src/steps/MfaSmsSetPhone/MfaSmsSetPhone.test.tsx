import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

const mfa = { step: 'smsSetPhoneNumber' as const, mfaToken: 't', enrolling: true, factors: ['SMS' as const] };

describe('MfaSmsSetPhone', () => {
  it('refuses a number not in international form, then texts a code to a valid one', async () => {
    const { user, portico } = renderLoginBox({ state: { login: { step: 'forceTwoFactor', email: 'ada@example.com', mfa } } });
    expect(await screen.findByRole('heading', { name: 'Add your phone' })).toBeTruthy();
    await user.type(screen.getByLabelText('Mobile phone number'), '0770');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(portico.login.getState().enrollSmsPhone).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Mobile phone number'));
    await user.type(screen.getByLabelText('Mobile phone number'), '+44 7700 900107');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(portico.login.getState().enrollSmsPhone).toHaveBeenCalledWith('+447700900107');
    expect(await screen.findByText('Enter the 6-digit code we texted to +447700900107.')).toBeTruthy();
  });
});
