// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeContext, tokens } from '../../test/fixtures';
import { createLoginStore } from '../login/store';
import { createSocialLoginStore } from './store';
import { SOCIAL_TRANSACTION_KEY } from './transaction';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

const setup = (page?: string) => {
  const f = fakeContext(page ? { page } : {});
  const login = createLoginStore(f.ctx);
  return { ...f, login, social: createSocialLoginStore(f.ctx, login) };
};
const CALLBACK = 'https://app.test/account/social/success?code=c-1&state=s-1';

describe('social login', () => {
  it('lists the active providers only, once', async () => {
    const { social, api } = setup();
    await social.getState().loadProviders();
    await social.getState().loadProviders();
    expect(social.getState().providers.map((p) => p.type)).toEqual(['google', 'github']);
    expect(api.getSocialProviders).toHaveBeenCalledTimes(1);
  });

  it('a failed provider list leaves no buttons and no error', async () => {
    const { social, api } = setup();
    api.getSocialProviders.mockRejectedValue(apiError('down', 500));
    await social.getState().loadProviders();
    expect(social.getState()).toMatchObject({ providers: [], providersLoaded: true });
    expect(social.getState().error).toBeUndefined();
  });

  it('start keeps a PKCE verifier in this tab, sends its S256 challenge and goes to the provider', async () => {
    const { social, api, navigate } = setup();
    await social.getState().start('google');
    const [provider, body] = api.socialPreLogin.mock.calls[0]!;
    expect(provider).toBe('google');
    expect(body.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const saved = JSON.parse(sessionStorage.getItem(SOCIAL_TRANSACTION_KEY)!);
    expect(saved.provider).toBe('google');
    expect(saved.verifier).toHaveLength(43);
    expect(navigate).toHaveBeenCalledWith('https://idp.test/authorize?state=s');
    expect(social.getState().step).toBe('redirecting');
  });

  it('the callback posts code, state and verifier, signs in, emits the new-user events and redirects', async () => {
    vi.useFakeTimers();
    const { social, api, navigate, emit, auth } = setup(CALLBACK);
    sessionStorage.setItem(SOCIAL_TRANSACTION_KEY, JSON.stringify({ provider: 'github', verifier: 'v'.repeat(43) }));
    await social.getState().completeCallback();
    expect(api.socialPostLogin).toHaveBeenCalledWith('github', { code: 'c-1', state: 's-1', code_verifier: 'v'.repeat(43), redirectUri: 'https://app.test/account/social/success' });
    expect(social.getState()).toMatchObject({ step: 'success', isNewUser: true, error: undefined });
    expect(auth.getState().isAuthenticated).toBe(true);
    expect(emit).toHaveBeenCalledWith({ type: 'signup-completed', email: 'new@acme.test', userId: 'u-new', tenantId: 't-1' });
    expect(emit).toHaveBeenCalledWith({ type: 'user-verified', email: 'new@acme.test', userId: 'u-new', tenantId: 't-1' });
    expect(sessionStorage.getItem(SOCIAL_TRANSACTION_KEY)).toBeNull();
    vi.advanceTimersByTime(200);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('an existing user emits no sign-up events', async () => {
    const { social, api, emit } = setup(CALLBACK);
    api.socialPostLogin.mockResolvedValue({ ...tokens(), email: 'a@acme.test', isNewUser: false });
    sessionStorage.setItem(SOCIAL_TRANSACTION_KEY, JSON.stringify({ provider: 'google', verifier: 'v'.repeat(43) }));
    await social.getState().completeCallback();
    expect(emit).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'signup-completed' }));
  });

  it('MFA after a social login continues on the login route', async () => {
    const { social, api, navigate, login } = setup(CALLBACK);
    api.socialPostLogin.mockResolvedValue({ mfaRequired: true, mfaToken: 'm-1', mfaStrategies: ['AuthenticatorApp'], isNewUser: false });
    sessionStorage.setItem(SOCIAL_TRANSACTION_KEY, JSON.stringify({ provider: 'google', verifier: 'v'.repeat(43) }));
    await social.getState().completeCallback();
    expect(login.store.getState()).toMatchObject({ step: 'loginWithTwoFactor', mfa: { mfaToken: 'm-1' } });
    expect(navigate).toHaveBeenCalledWith('/account/login');
  });

  it.each([
    ['no transaction in this tab', CALLBACK, false],
    ['the provider returned an error', 'https://app.test/account/social/success?error=access_denied&state=s-1', true],
    ['no code', 'https://app.test/account/social/success?state=s-1', true],
  ])("fails with 'Failed to authenticate' when %s, without calling the server", async (_label, page, withTransaction) => {
    const { social, api } = setup(page);
    if (withTransaction) sessionStorage.setItem(SOCIAL_TRANSACTION_KEY, JSON.stringify({ provider: 'google', verifier: 'v'.repeat(43) }));
    await social.getState().completeCallback();
    expect(social.getState()).toMatchObject({ step: 'failed', error: 'Failed to authenticate', loading: false });
    expect(api.socialPostLogin).not.toHaveBeenCalled();
  });

  it("a refused post-login shows 'Failed to authenticate' and leaves the user signed out", async () => {
    const { social, api, auth } = setup(CALLBACK);
    api.socialPostLogin.mockRejectedValue(apiError('Failed to authenticate', 401));
    sessionStorage.setItem(SOCIAL_TRANSACTION_KEY, JSON.stringify({ provider: 'google', verifier: 'v'.repeat(43) }));
    await social.getState().completeCallback();
    expect(social.getState()).toMatchObject({ step: 'failed', error: 'Failed to authenticate' });
    expect(auth.getState().isAuthenticated).toBe(false);
  });
});
