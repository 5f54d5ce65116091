import { describe, expect, it } from 'vitest';
import { apiError, fakeContext } from '../../test/fixtures';
import { createResetPasswordStore } from './store';

const setup = () => {
  const f = fakeContext();
  return { ...f, store: createResetPasswordStore(f.ctx) };
};

describe('reset password', () => {
  it('resetPassword → success', async () => {
    const { store, api } = setup();
    expect(store.getState().step).toBe('resetPassword');
    await store.getState().reset({ userId: 'u', token: 't', password: 'new-password' });
    expect(api.resetPassword).toHaveBeenCalledWith({ userId: 'u', token: 't', password: 'new-password' });
    expect(store.getState()).toMatchObject({ step: 'success', loading: false });
  });

  it('resetPassword → failed on a server error', async () => {
    const { store, api } = setup();
    api.resetPassword.mockRejectedValue(apiError('Reset link expired', 400));
    await store.getState().reset({ userId: 'u', token: 't', password: 'new-password' });
    expect(store.getState()).toMatchObject({ step: 'failed', error: 'Reset link expired' });
  });

  it('resetPassword → failed without userId or token, no call', async () => {
    const { store, api } = setup();
    await store.getState().reset({ userId: 'u', token: null, password: 'x' });
    expect(store.getState().step).toBe('failed');
    expect(api.resetPassword).not.toHaveBeenCalled();
  });
});
