import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeContext } from '../../test/fixtures';
import { SSO_FAILED_REDIRECT_MS } from '../constants';
import { createLoginStore } from './store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setup = (page = 'https://app.test/account/saml/callback') => {
  const f = fakeContext({ page });
  return { ...f, login: createLoginStore(f.ctx).store };
};

describe('login: SSO callbacks', () => {
  it('a SAML answer signs in and goes to success', async () => {
    const { login, api, auth } = setup();
    await login.getState().completeSso('saml', { SAMLResponse: 'PHNhbWw+', RelayState: 'r' });
    expect(api.samlPostLogin).toHaveBeenCalledWith({ SAMLResponse: 'PHNhbWw+', RelayState: 'r' });
    expect(login.getState().step).toBe('success');
    expect(auth.getState().isAuthenticated).toBe(true);
  });

  it('an OIDC answer is posted with the callback address as redirectUri', async () => {
    const { login, api } = setup('https://app.test/account/oidc/callback?code=c&state=s');
    await login.getState().completeSso('oidc', { code: 'c', state: 's', iss: 'https://idp.test' });
    expect(api.oidcPostLogin).toHaveBeenCalledWith({ code: 'c', state: 's', iss: 'https://idp.test', redirectUri: 'https://app.test/account/oidc/callback' });
  });

  it('a refused answer shows loginWithSSOFailed with the message, then goes to the authenticated URL after 1 s', async () => {
    const { login, api, navigate } = setup();
    api.samlPostLogin.mockRejectedValue(apiError('The SAML response signature is invalid', 401));
    await login.getState().completeSso('saml', { SAMLResponse: 'x' });
    expect(login.getState()).toMatchObject({ step: 'loginWithSSOFailed', error: 'The SAML response signature is invalid', loading: false });
    vi.advanceTimersByTime(SSO_FAILED_REDIRECT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
