import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeContext } from '../../test/fixtures';
import { createActivationStore } from './store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setup = () => {
  const f = fakeContext();
  return { ...f, activation: createActivationStore(f.ctx) };
};

describe('activation', () => {
  it('starts on activating', () => {
    expect(setup().activation.getState().step).toBe('activating');
  });

  it('fails at once when the link lacks userId or token', async () => {
    const { activation, api } = setup();
    await activation.getState().start({ userId: 'u', token: null });
    expect(activation.getState()).toMatchObject({ step: 'failed', error: 'The activation link is missing its token or user id' });
    expect(api.getActivationStrategy).not.toHaveBeenCalled();
  });

  it('activating → activatingForm → success → redirect to the authenticated URL after 1000 ms', async () => {
    const { activation, api, navigate, auth } = setup();
    await activation.getState().start({ userId: 'u-1', token: 'tok' });
    expect(activation.getState()).toMatchObject({ step: 'activatingForm', loading: false });
    await activation.getState().activate('long-password');
    expect(api.activate).toHaveBeenCalledWith({ userId: 'u-1', token: 'tok', password: 'long-password' });
    expect(activation.getState().step).toBe('success');
    expect(auth.getState().isAuthenticated).toBe(true);
    vi.advanceTimersByTime(999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('without a password to set, waits for the confirm click, then activates and sends to login when not signed in', async () => {
    const { activation, api, navigate } = setup();
    api.getActivationStrategy.mockResolvedValue({ shouldSetPassword: false });
    api.activate.mockResolvedValue({});
    await activation.getState().start({ userId: 'u-1', token: 'tok' });
    // Opening the link (a mail scanner, a preview) must not activate or sign anyone in.
    expect(activation.getState()).toMatchObject({ step: 'activatingConfirm', loading: false });
    expect(api.activate).not.toHaveBeenCalled();
    await activation.getState().activate();
    expect(api.activate).toHaveBeenCalledWith({ userId: 'u-1', token: 'tok' });
    expect(activation.getState().step).toBe('success');
    vi.advanceTimersByTime(1000);
    expect(navigate).toHaveBeenCalledWith('/account/login');
  });

  it('goes to failed when the strategy call fails', async () => {
    const { activation, api } = setup();
    api.getActivationStrategy.mockRejectedValue(apiError('Invalid activation token', 400));
    await activation.getState().start({ userId: 'u-1', token: 'bad' });
    expect(activation.getState()).toMatchObject({ step: 'failed', error: 'Invalid activation token' });
  });

  it('keeps the form with an error when activation with a password fails', async () => {
    const { activation, api } = setup();
    api.activate.mockRejectedValue(apiError('Password too short', 400));
    await activation.getState().start({ userId: 'u-1', token: 'tok' });
    await activation.getState().activate('short');
    expect(activation.getState()).toMatchObject({ step: 'activatingForm', error: 'Password too short', loading: false });
  });
});
