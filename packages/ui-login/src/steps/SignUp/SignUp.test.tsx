import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('SignUp', () => {
  it('labels every field with the right autocomplete', async () => {
    renderLoginBox({ url: '/account/sign-up' });
    expect((await screen.findByLabelText('Full name')).getAttribute('autocomplete')).toBe('name');
    expect(screen.getByLabelText('Company').getAttribute('autocomplete')).toBe('organization');
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('shows one clear message per invalid field and does not call the flow', async () => {
    const { user, portico } = renderLoginBox({ url: '/account/sign-up' });
    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your name')).toBeTruthy();
    expect(screen.getByText('Enter your company name')).toBeTruthy();
    expect(screen.getByText('Enter your email address')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(portico.signUp.getState().signUp).not.toHaveBeenCalled();
  });

  it('submits the values with the invitation token from the link, then shows the activation notice', async () => {
    const { user, portico } = renderLoginBox({ url: '/account/sign-up?invitationToken=inv-1' });
    await user.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Company'), 'Analytical');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(portico.signUp.getState().signUp).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      companyName: 'Analytical',
      email: 'ada@example.com',
      password: 'a long passphrase',
      invitationToken: 'inv-1',
    });
    expect(await screen.findByText('We sent you an email. Follow its link to activate your account.')).toBeTruthy();
  });
});
