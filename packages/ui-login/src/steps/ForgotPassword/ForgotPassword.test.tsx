import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('ForgotPassword', () => {
  it('pre-fills the email typed at login, sends the link and confirms without revealing the account', async () => {
    const { user, portico } = renderLoginBox({ url: '/account/forget-password', state: { login: { email: 'ada@example.com' } } });
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(portico.forgotPassword.getState().sendResetLink).toHaveBeenCalledWith('ada@example.com');
    expect(await screen.findByText('If an account exists for ada@example.com, a link to reset its password is on its way.')).toBeTruthy();
  });

  it('validates the email first', async () => {
    const { user, portico } = renderLoginBox({ url: '/account/forget-password' });
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address, like name@example.com')).toBeTruthy();
    expect(portico.forgotPassword.getState().sendResetLink).not.toHaveBeenCalled();
  });
});
