import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('social login', () => {
  it('shows a button per active provider under the email form and starts the chosen one', async () => {
    const { user, portico } = renderLoginBox({ url: '/account/login' });
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.getByRole('group', { name: 'Sign in with another account' })).toBeTruthy();
    expect(google.className).toContain('portico-social-button--google');
    await user.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    expect(portico.social.getState().start).toHaveBeenCalledWith('github');
  });

  it('the callback route completes the login', async () => {
    const { portico } = renderLoginBox({ url: '/account/social/success?code=c&state=s' });
    expect(await screen.findByRole('heading', { name: 'You’re signed in' })).toBeTruthy();
    expect(portico.social.getState().completeCallback).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to authenticate' when the callback fails, with a way back", async () => {
    renderLoginBox({ url: '/account/social/success', state: { social: { step: 'failed', error: 'Failed to authenticate', completeCallback: async () => {} } } });
    expect(await screen.findByRole('heading', { name: 'We couldn’t sign you in' })).toBeTruthy();
    expect(screen.getByText('Failed to authenticate')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/account/login');
  });
});
