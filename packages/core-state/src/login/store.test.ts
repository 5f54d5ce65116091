import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeContext, makeToken, tokens } from '../../test/fixtures';
import { createLoginStore } from './store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setup = (options: Parameters<typeof fakeContext>[0] = {}) => {
  const f = fakeContext(options);
  const flow = createLoginStore(f.ctx);
  return { ...f, flow, login: flow.store };
};

describe('login: pre-login', () => {
  it('starts on preLogin', () => {
    expect(setup().login.getState()).toMatchObject({ step: 'preLogin', loading: false, email: '', flow: 'login' });
  });

  it('goes to loginWithPassword under EmailAndPassword', async () => {
    const { login, api } = setup({ page: 'https://app.test/account/login?tenantId=t-9' });
    await login.getState().submitEmail('ada@app.test');
    expect(api.ssoPreLogin).toHaveBeenCalledWith({ email: 'ada@app.test', tenantId: 't-9' });
    expect(login.getState()).toMatchObject({ step: 'loginWithPassword', email: 'ada@app.test', loading: false });
  });

  it.each([
    ['Code', 'loginWithOtc', 'Code'],
    ['MagicLink', 'magicLinkPreLoginSuccess', 'MagicLink'],
    ['SmsCode', 'loginWithSmsOtc', 'SmsCode'],
  ] as const)('strategy %s leads to %s after a passwordless pre-login', async (strategy, step, type) => {
    const { login, api } = setup();
    api.getAuthStrategy.mockResolvedValue(strategy);
    await login.getState().submitEmail('ada@app.test');
    expect(api.passwordlessPreLogin).toHaveBeenCalledWith(type, { email: 'ada@app.test' });
    expect(login.getState().step).toBe(step);
  });

  it('redirects to SSO after 2000 ms when the e-mail has SSO', async () => {
    const { login, api, navigate } = setup();
    api.ssoPreLogin.mockResolvedValue({ address: 'https://idp.test/sso' });
    await login.getState().submitEmail('ada@corp.test');
    expect(login.getState()).toMatchObject({ step: 'redirectToSSO', ssoAddress: 'https://idp.test/sso' });
    vi.advanceTimersByTime(1999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('https://idp.test/sso');
  });

  it('stays on preLogin with the error when pre-login fails', async () => {
    const { login, api } = setup();
    api.getAuthStrategy.mockRejectedValue(apiError('down', 500));
    await login.getState().submitEmail('ada@app.test');
    expect(login.getState()).toMatchObject({ step: 'preLogin', loading: false, error: 'down' });
  });
});

describe('login: password', () => {
  it('signs in, goes to success and redirects to the authenticated URL after 200 ms', async () => {
    const { login, api, auth, navigate, vault } = setup();
    await login.getState().submitEmail('ada@app.test');
    await login.getState().submitPassword('pw-123456');
    expect(api.login).toHaveBeenCalledWith({ email: 'ada@app.test', password: 'pw-123456' });
    expect(login.getState().step).toBe('success');
    expect(auth.getState()).toMatchObject({ status: 'authenticated', isAuthenticated: true, isLoading: false });
    expect(auth.getState().user?.email).toBe('ada@app.test');
    expect(vault.get()?.accessToken).toBeTruthy();
    vi.advanceTimersByTime(199);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('goes to an accepted redirectUrl and refuses a foreign one with a warning', async () => {
    const ok = setup({ page: 'https://app.test/account/login?redirectUrl=%2Fadmin%3Fx%3D1' });
    await ok.login.getState().submitPassword('pw');
    vi.advanceTimersByTime(200);
    expect(ok.navigate).toHaveBeenCalledWith('https://app.test/admin?x=1');

    const bad = setup({ page: 'https://app.test/account/login?redirectUrl=https%3A%2F%2Fevil.test' });
    await bad.login.getState().submitPassword('pw');
    vi.advanceTimersByTime(200);
    expect(bad.navigate).toHaveBeenCalledWith('/');
    expect(bad.logger.warn).toHaveBeenCalled();
  });

  it('passes the invitation token of the page', async () => {
    const { login, api } = setup({ page: 'https://app.test/account/login?invitationToken=inv-1' });
    await login.getState().submitPassword('pw');
    expect(api.login).toHaveBeenCalledWith(expect.objectContaining({ invitationToken: 'inv-1' }));
  });

  it('clears tokens and shows the server message on failure', async () => {
    const { login, api, auth, vault } = setup();
    vault.set('old', 60);
    api.login.mockRejectedValue(apiError('Invalid email or password', 401));
    await login.getState().submitPassword('bad');
    expect(login.getState()).toMatchObject({ step: 'preLogin', loading: false, error: 'Invalid email or password' });
    expect(vault.get()).toBeNull();
    expect(auth.getState().status).toBe('unauthenticated');
  });

  it('shows the default message for a failure without status', async () => {
    const { login, api } = setup();
    api.login.mockRejectedValue(new TypeError('fetch failed'));
    await login.getState().submitPassword('x');
    expect(login.getState().error).toBe("We're facing some difficulties, Please try again");
  });

  it('sets loading while the call runs', async () => {
    const { login, api } = setup();
    let release!: () => void;
    api.login.mockReturnValue(new Promise((r) => (release = () => r(tokens()))));
    const pending = login.getState().submitPassword('pw');
    expect(login.getState().loading).toBe(true);
    release();
    await pending;
    expect(login.getState().loading).toBe(false);
  });

  it('submits a one-time code with the passwordless post-login', async () => {
    const { login, api } = setup();
    api.getAuthStrategy.mockResolvedValue('Code');
    await login.getState().submitEmail('ada@app.test');
    await login.getState().submitCode('123456');
    expect(api.passwordlessPostLogin).toHaveBeenCalledWith('Code', { token: '123456', email: 'ada@app.test' });
    expect(login.getState().step).toBe('success');
  });
});

describe('login: MFA', () => {
  const mfaAnswer = { mfaRequired: true, mfaToken: 'mfa-1', mfaDevices: { authenticators: [{ id: 'a' }] }, allowRememberMe: true, mfaDeviceExpiration: 2_592_000 };

  it('clears the user and goes to loginWithTwoFactor with the chosen MFA step', async () => {
    const { login, api, auth, vault } = setup();
    vault.set('stale', 60);
    api.login.mockResolvedValue(mfaAnswer);
    await login.getState().submitPassword('pw');
    expect(login.getState().step).toBe('loginWithTwoFactor');
    expect(login.getState().mfa).toMatchObject({ step: 'authenticatorApp', mfaToken: 'mfa-1', allowRememberDevice: true, rememberDeviceDays: 30 });
    expect(auth.getState().user).toBeNull();
    expect(vault.get()).toBeNull();
  });

  it('verifies the code (remembering the device) and succeeds', async () => {
    const { login, api, navigate } = setup();
    api.login.mockResolvedValue(mfaAnswer);
    await login.getState().submitPassword('pw');
    await login.getState().verifyMfaCode('123456', { rememberDevice: true });
    expect(api.verifyMfa).toHaveBeenCalledWith({ mfaToken: 'mfa-1', value: '123456', rememberDevice: true });
    expect(login.getState().step).toBe('success');
    vi.advanceTimersByTime(200);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('keeps the MFA step with an error when the code is wrong', async () => {
    const { login, api } = setup();
    api.login.mockResolvedValue(mfaAnswer);
    api.verifyMfa.mockRejectedValue(apiError('Invalid code', 401));
    await login.getState().submitPassword('pw');
    await login.getState().verifyMfaCode('000000');
    expect(login.getState()).toMatchObject({ step: 'loginWithTwoFactor', error: 'Invalid code', loading: false });
  });

  it('chooses the recovery-code method and recovers', async () => {
    const { login, api } = setup();
    api.login.mockResolvedValue(mfaAnswer);
    await login.getState().submitPassword('pw');
    await login.getState().chooseMfaMethod('recoveryCode');
    expect(login.getState().step).toBe('recoverTwoFactor');
    expect(login.getState().mfa?.step).toBe('recoveryCode');
    await login.getState().useRecoveryCode('RC-9');
    expect(api.recoverMfa).toHaveBeenCalledWith({ mfaToken: 'mfa-1', email: '', recoveryCode: 'RC-9' });
    expect(login.getState().step).toBe('success');
  });

  it('chooses e-mail: sends the code, then verifies it with the e-mail call', async () => {
    const { login, api } = setup();
    api.login.mockResolvedValue({ ...mfaAnswer, mfaDevices: { authenticators: [{ id: 'a' }], emails: [{ email: 'a@x.test' }] } });
    await login.getState().submitPassword('pw');
    expect(login.getState().mfa?.step).toBe('verify');
    await login.getState().chooseMfaMethod('emailVerifyCode');
    expect(api.sendLoginEmailCode).toHaveBeenCalledWith({ mfaToken: 'mfa-1' });
    expect(login.getState()).toMatchObject({ step: 'loginWithTwoFactor', mfa: { step: 'emailVerifyCode' } });
    await login.getState().verifyMfaCode('654321');
    expect(api.verifyLoginEmailCode).toHaveBeenCalledWith({ mfaToken: 'mfa-1', value: '654321', otcToken: 'otc-1' });
    expect(login.getState().step).toBe('success');
  });

  it('a recovery code that only switches MFA off sends the user back to the password step', async () => {
    const { login, api, auth } = setup();
    api.login.mockResolvedValue(mfaAnswer);
    api.recoverMfa.mockResolvedValue({});
    await login.getState().submitEmail('ada@app.test');
    await login.getState().submitPassword('pw');
    await login.getState().useRecoveryCode('RC-9');
    expect(api.recoverMfa).toHaveBeenCalledWith({ mfaToken: 'mfa-1', email: 'ada@app.test', recoveryCode: 'RC-9' });
    expect(login.getState()).toMatchObject({ step: 'loginWithPassword', mfa: undefined, loading: false });
    expect(auth.getState().isAuthenticated).toBe(false);
  });

  it('goes back from a chosen method to loginWithTwoFactor', async () => {
    const { login, api } = setup();
    api.login.mockResolvedValue(mfaAnswer);
    await login.getState().submitPassword('pw');
    await login.getState().chooseMfaMethod('recoveryCode');
    await login.getState().chooseMfaMethod('authenticatorApp');
    expect(login.getState().step).toBe('loginWithTwoFactor');
  });

  it('forced MFA: forceTwoFactor → enrol app → verify → recovery code shown → success on acknowledge', async () => {
    const { login, api, auth, navigate } = setup();
    api.login.mockResolvedValue({ mfaRequired: true, mfaToken: 'mfa-2', mfaEnrolled: false, mfaStrategies: ['AuthenticatorApp'] });
    await login.getState().submitPassword('pw');
    expect(login.getState()).toMatchObject({ step: 'forceTwoFactor', mfa: { step: 'authenticatorApp', enrolling: true } });
    await login.getState().enrollAuthenticator();
    expect(login.getState().mfa?.enrollment).toEqual({ qrCodeUri: 'otpauth://totp/x', secret: 'S' });
    await login.getState().verifyMfaCode('123456');
    expect(api.verifyLoginAuthenticator).toHaveBeenCalledWith({ mfaToken: 'mfa-2', value: '123456' });
    expect(login.getState().mfa?.enrollment?.recoveryCode).toBe('RC-1');
    expect(login.getState().step).toBe('forceTwoFactor');
    expect(auth.getState().isAuthenticated).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(navigate).not.toHaveBeenCalled();
    login.getState().acknowledgeRecoveryCode();
    expect(login.getState().step).toBe('success');
    vi.advanceTimersByTime(200);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('forced MFA verifyEnrollment without a recovery code finishes at once', async () => {
    const { login, api } = setup();
    api.login.mockResolvedValue({ mfaRequired: true, mfaToken: 'mfa-2', mfaEnrolled: false, mfaStrategies: ['AuthenticatorApp'] });
    api.verifyLoginAuthenticator.mockResolvedValue(tokens());
    await login.getState().submitPassword('pw');
    await login.getState().verifyEnrollment('123456');
    expect(login.getState().step).toBe('success');
  });

  it('backToEmail returns to preLogin and drops the MFA state', async () => {
    const { login, api } = setup();
    api.login.mockResolvedValue(mfaAnswer);
    await login.getState().submitPassword('pw');
    login.getState().backToEmail();
    expect(login.getState()).toMatchObject({ step: 'preLogin', mfa: undefined });
  });
});

describe('login: breached password', () => {
  it('prompts, sends a reset link, then shows breachedPasswordSuccess without signing in', async () => {
    const { login, api, auth, vault } = setup();
    api.login.mockResolvedValue({ isBreachedPassword: true, accessToken: makeToken() });
    await login.getState().submitEmail('ada@app.test');
    await login.getState().submitPassword('password1');
    expect(login.getState().step).toBe('breachedPassword');
    expect(vault.get()).toBeNull();
    expect(auth.getState().isAuthenticated).toBe(false);
    await login.getState().resetBreachedPassword();
    expect(api.forgotPassword).toHaveBeenCalledWith({ email: 'ada@app.test' });
    expect(login.getState().step).toBe('breachedPasswordSuccess');
  });
});

describe('login: reset', () => {
  it('returns to the initial state and cancels a pending redirect', async () => {
    const { login, navigate } = setup();
    await login.getState().submitPassword('pw');
    login.getState().reset();
    vi.advanceTimersByTime(500);
    expect(navigate).not.toHaveBeenCalled();
    expect(login.getState()).toMatchObject({ step: 'preLogin', email: '', loading: false });
  });

  it('a profile that never loads fails the login after 3 attempts, 2000 ms apart', async () => {
    const { login, api, auth } = setup();
    // A port whose login answer carries no profile (the REST port's always does): the profile is fetched.
    api.login.mockResolvedValue(tokens({ profile: undefined }));
    api.getProfile.mockRejectedValue(apiError('nope', 503));
    const pending = login.getState().submitPassword('pw');
    await vi.advanceTimersByTimeAsync(4000);
    await pending;
    expect(api.getProfile).toHaveBeenCalledTimes(3);
    expect(login.getState().error).toBe('nope');
    expect(auth.getState().status).toBe('unauthenticated');
  });
});
