import { describe, expect, it } from 'vitest';
import { apiError, fakeContext } from '../../test/fixtures';
import { createForgotPasswordStore } from './store';

const setup = () => {
  const f = fakeContext();
  return { ...f, forgot: createForgotPasswordStore(f.ctx) };
};

describe('forgot password', () => {
  it('forgotPassword → success', async () => {
    const { forgot, api } = setup();
    expect(forgot.getState().step).toBe('forgotPassword');
    await forgot.getState().sendResetLink('ada@app.test');
    expect(api.forgotPassword).toHaveBeenCalledWith({ email: 'ada@app.test' });
    expect(forgot.getState()).toMatchObject({ step: 'success', loading: false, email: 'ada@app.test' });
  });

  it('stays with the error on failure, and reset clears it', async () => {
    const { forgot, api } = setup();
    api.forgotPassword.mockRejectedValue(apiError('Too many requests', 429));
    await forgot.getState().sendResetLink('ada@app.test');
    expect(forgot.getState()).toMatchObject({ step: 'forgotPassword', error: 'Too many requests' });
    forgot.getState().reset();
    expect(forgot.getState()).toMatchObject({ step: 'forgotPassword', email: '', error: undefined });
  });
});
