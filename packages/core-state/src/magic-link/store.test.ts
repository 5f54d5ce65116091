import { describe, expect, it } from 'vitest';
import { apiError, fakeContext } from '../../test/fixtures';
import { createLoginStore } from '../login/store';
import { createMagicLinkStore, MAGIC_LINK_MISSING_TOKEN } from './store';

const setup = () => {
  const f = fakeContext();
  const login = createLoginStore(f.ctx);
  return { ...f, login, link: createMagicLinkStore(f.ctx, login) };
};

describe('magic-link callback', () => {
  it('validating → success: logs in with the link token once, then redirects like any login', async () => {
    const { link, api, auth } = setup();
    await link.getState().start('ml-token');
    await link.getState().start('ml-token');
    expect(api.passwordlessPostLogin).toHaveBeenCalledTimes(1);
    expect(api.passwordlessPostLogin).toHaveBeenCalledWith('MagicLink', { token: 'ml-token' });
    expect(link.getState()).toMatchObject({ step: 'success', loading: false });
    expect(auth.getState().isAuthenticated).toBe(true);
  });

  it('failed with the server reason for a used or expired link', async () => {
    const { link, api, auth } = setup();
    api.passwordlessPostLogin.mockRejectedValue(apiError('This sign-in link was already used. Request a new one from the login page'));
    await link.getState().start('used');
    expect(link.getState()).toMatchObject({ step: 'failed', error: 'This sign-in link was already used. Request a new one from the login page' });
    expect(auth.getState().isAuthenticated).toBe(false);
  });

  it('failed without a token, no call made', async () => {
    const { link, api } = setup();
    await link.getState().start(null);
    expect(link.getState()).toMatchObject({ step: 'failed', error: MAGIC_LINK_MISSING_TOKEN });
    expect(api.passwordlessPostLogin).not.toHaveBeenCalled();
  });

  it('continueLogin when the account needs a second factor: the login flow holds the MFA step', async () => {
    const { link, api, login } = setup();
    api.passwordlessPostLogin.mockResolvedValue({ mfaRequired: true, mfaToken: 'mfa-1', mfaEnrolled: true, mfaStrategies: ['AuthenticatorApp'] });
    await link.getState().start('ml-mfa');
    expect(link.getState().step).toBe('continueLogin');
    expect(login.store.getState().step).toBe('loginWithTwoFactor');
  });
});
