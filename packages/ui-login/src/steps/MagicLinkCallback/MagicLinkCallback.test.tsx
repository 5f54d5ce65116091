import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('MagicLinkCallback', () => {
  it('signs in with the link token once and says so', async () => {
    const { portico } = renderLoginBox({ url: '/account/login/magic-link?token=ml-1' });
    expect(await screen.findByRole('heading', { name: 'You’re signed in' }, { timeout: 4000 })).toBeTruthy();
    expect(portico.magicLink.getState().start).toHaveBeenCalledWith('ml-1');
  });

  it('a used or expired link says so clearly, with a way back to request a new one', async () => {
    renderLoginBox({
      url: '/account/login/magic-link?token=old',
      state: { magicLink: { step: 'failed', error: 'This sign-in link was already used. Request a new one from the login page', start: async () => {} } },
    });
    expect(await screen.findByText('This sign-in link was already used. Request a new one from the login page', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'This sign-in link can’t be used' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/account/login');
  });

  it('continues with the login screens when a second factor is needed', async () => {
    renderLoginBox({
      url: '/account/login/magic-link?token=mfa',
      state: { magicLink: { step: 'continueLogin', start: async () => {} }, login: { step: 'loginWithTwoFactor', mfa: { step: 'authenticatorApp', mfaToken: 'm' } } },
    });
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' }, { timeout: 4000 })).toBeTruthy();
  });
});
