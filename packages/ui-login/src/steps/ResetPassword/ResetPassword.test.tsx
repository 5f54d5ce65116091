import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('ResetPassword', () => {
  it('offers a new link when the reset link is incomplete', async () => {
    renderLoginBox({ url: '/account/reset-password?token=t1' });
    expect(await screen.findByText('This reset link is incomplete. Request a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/account/forget-password');
  });

  it('enforces the length rules and submits userId, token and password', async () => {
    const { user, portico } = renderLoginBox({ url: '/account/reset-password?userId=u1&token=t1' });
    const password = await screen.findByLabelText('New password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    await user.type(password, 'x'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Use at most 128 characters')).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'eight ch');
    await user.type(screen.getByLabelText('Confirm new password'), 'eight ch');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(portico.resetPassword.getState().reset).toHaveBeenCalledWith({ userId: 'u1', token: 't1', password: 'eight ch' });
    expect(await screen.findByRole('heading', { name: 'Your password has been reset' })).toBeTruthy();
  });
});
