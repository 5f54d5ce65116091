// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeContext, tokens } from '../../test/fixtures';
import { STEP_UP_FLAG_KEY, STEP_UP_PATH_KEY } from '../constants';
import { createStepUpStore, stepUpTarget } from './store';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const setup = (page = 'https://app.test/settings/security?tab=mfa') => {
  const f = fakeContext({ page });
  return { ...f, stepUp: createStepUpStore(f.ctx) };
};

describe('step-up', () => {
  it('redirectToStepUp saves the current path (not a token) and keeps the query plus maxAge', () => {
    const { stepUp, navigate } = setup();
    stepUp.getState().redirectToStepUp({ maxAge: 300 });
    expect(localStorage.getItem(STEP_UP_PATH_KEY)).toBe('/settings/security?tab=mfa');
    expect(navigate).toHaveBeenCalledWith('/account/step-up?tab=mfa&maxAge=300');
    expect(stepUpTarget('/s', undefined)).toBe('/s');
  });

  it('generateSession completes at once when a user returns and goes back to the saved path', async () => {
    const { stepUp, api, navigate, auth } = setup();
    localStorage.setItem(STEP_UP_PATH_KEY, '/settings');
    api.generateStepUp.mockResolvedValue({ user: tokens() });
    await stepUp.getState().start(300);
    expect(api.generateStepUp).toHaveBeenCalledWith({ maxAge: 300 });
    expect(stepUp.getState().step).toBe('success');
    expect(auth.getState().isAuthenticated).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/settings');
    expect(localStorage.getItem(STEP_UP_PATH_KEY)).toBeNull();
  });

  it('keeps MFA devices and token and chooses the MFA step, then verifies', async () => {
    const { stepUp, api, navigate } = setup();
    await stepUp.getState().start();
    expect(stepUp.getState()).toMatchObject({ step: 'stepUpWithMfa', mfa: { step: 'authenticatorApp', mfaToken: 'mfa-s' } });
    await stepUp.getState().verify('123456');
    expect(api.verifyMfa).toHaveBeenCalledWith({ mfaToken: 'mfa-s', value: '123456' });
    expect(stepUp.getState().step).toBe('success');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('verifies by e-mail code after choosing it', async () => {
    const { stepUp, api } = setup();
    await stepUp.getState().start();
    await stepUp.getState().chooseMfaMethod('emailVerifyCode');
    expect(api.sendLoginEmailCode).toHaveBeenCalledWith({ mfaToken: 'mfa-s' });
    await stepUp.getState().verify('111111');
    expect(api.verifyLoginEmailCode).toHaveBeenCalledWith({ mfaToken: 'mfa-s', value: '111111', otcToken: 'otc-1' });
  });

  it('keeps the step with an error when the code is wrong', async () => {
    const { stepUp, api } = setup();
    api.verifyMfa.mockRejectedValue(apiError('Invalid code', 401));
    await stepUp.getState().start();
    await stepUp.getState().verify('000000');
    expect(stepUp.getState()).toMatchObject({ step: 'stepUpWithMfa', error: 'Invalid code', loading: false });
  });

  it("'MFA is not enrolled' shows the no-MFA step", async () => {
    const { stepUp, api, navigate } = setup();
    api.generateStepUp.mockRejectedValue(apiError('MFA is not enrolled', 400));
    await stepUp.getState().start();
    expect(stepUp.getState()).toMatchObject({ step: 'noMFAEnrolledStepUp', mfa: { step: 'noMFAEnrolledStepUp' } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('other errors store the step-up flag and send the user to logout', async () => {
    const { stepUp, api, navigate } = setup();
    api.generateStepUp.mockRejectedValue(apiError('Session expired', 401));
    await stepUp.getState().start();
    expect(localStorage.getItem(STEP_UP_FLAG_KEY)).toBe('true');
    expect(navigate).toHaveBeenCalledWith('/account/logout');
  });
});
