import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeContext, tokens } from '../../test/fixtures';
import { createLoginStore } from '../login/store';
import { createSignUpStore } from './store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const body = { email: 'new@app.test', name: 'New', companyName: 'Co', password: 'long-password' };
const setup = (routes = {}) => {
  const f = fakeContext({ routes });
  const login = createLoginStore(f.ctx);
  return { ...f, login, signUp: createSignUpStore(f.ctx, login) };
};

describe('sign-up', () => {
  it('starts on SignUp', () => {
    expect(setup().signUp.getState()).toMatchObject({ step: 'SignUp', loading: false, shouldActivate: false });
  });

  it('goes to SignUpSuccess with shouldActivate and raises signup-completed', async () => {
    const { signUp, emit, api } = setup();
    await signUp.getState().signUp(body);
    expect(api.signUp).toHaveBeenCalledWith(body);
    expect(signUp.getState()).toMatchObject({ step: 'SignUpSuccess', shouldActivate: true, loading: false });
    expect(emit).toHaveBeenCalledWith({ type: 'signup-completed', email: 'new@app.test', userId: 'u-2', tenantId: 't-2' });
  });

  it('does not raise signup-completed with an invitation token', async () => {
    const { signUp, emit } = setup();
    await signUp.getState().signUp({ ...body, invitationToken: 'inv' });
    expect(emit).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'signup-completed' }));
  });

  it('signs the user in and sends them to login when no activation is needed', async () => {
    const { signUp, api, auth, navigate, login } = setup();
    api.signUp.mockResolvedValue({ shouldActivate: false, userId: 'u-2', authResponse: tokens() });
    await signUp.getState().signUp(body);
    expect(auth.getState().isAuthenticated).toBe(true);
    expect(login.store.getState().step).toBe('success');
    expect(navigate).toHaveBeenCalledWith('/account/login');
    expect(signUp.getState().step).toBe('SignUp');
  });

  it('goes to signUpSuccessUrl when configured', async () => {
    const { signUp, navigate } = setup({ signUpSuccessUrl: '/welcome' });
    await signUp.getState().signUp(body);
    expect(navigate).toHaveBeenCalledWith('/welcome');
  });

  it('clears tokens and shows the error on failure', async () => {
    const { signUp, api, vault } = setup();
    vault.set('t', 60);
    api.signUp.mockRejectedValue(apiError('User already exists', 409));
    await signUp.getState().signUp(body);
    expect(signUp.getState()).toMatchObject({ step: 'SignUp', error: 'User already exists', loading: false });
    expect(vault.get()).toBeNull();
  });

  it('reset returns to SignUp', async () => {
    const { signUp } = setup();
    await signUp.getState().signUp(body);
    signUp.getState().reset();
    expect(signUp.getState().step).toBe('SignUp');
  });
});
