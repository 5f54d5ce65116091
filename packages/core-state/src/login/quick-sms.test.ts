import { describe, expect, it } from 'vitest';
import { apiError, fakeContext, SERVER_PROFILE, tokens } from '../../test/fixtures';
import { createLoginStore } from './store';

const smsLogin = async (phoneNumber: string | null) => {
  const f = fakeContext();
  f.api.getAuthStrategy.mockResolvedValue('SmsCode');
  f.api.passwordlessPostLogin.mockResolvedValue(tokens({ profile: { ...SERVER_PROFILE, phoneNumber } }));
  const { store } = createLoginStore(f.ctx);
  await store.getState().submitEmail('ada@app.test');
  expect(store.getState().step).toBe('loginWithSmsOtc');
  await store.getState().submitCode('123456');
  return { ...f, store };
};

describe('SMS code login and the quick SMS sign-up', () => {
  it('a user with a phone finishes the login', async () => {
    const { store } = await smsLogin('+447700900123');
    expect(store.getState()).toMatchObject({ step: 'success', flow: 'login' });
  });

  it('a user without a phone enters registerQuickLogin / loginWithQuickSmsOtc, registers the phone, then finishes', async () => {
    const { store, api, auth } = await smsLogin(null);
    expect(store.getState()).toMatchObject({ step: 'loginWithQuickSmsOtc', flow: 'registerQuickLogin' });
    expect(auth.getState().isAuthenticated).toBe(true);
    await store.getState().registerQuickPhone('+447700900123');
    expect(api.setPhone).toHaveBeenCalledWith({ phoneNumber: '+447700900123' });
    expect(store.getState().quickSms).toEqual({ phoneNumber: '+447700900123', otcToken: 'otc-phone' });
    api.verifyPhone.mockRejectedValueOnce(apiError('The code is incorrect. Check it and try again'));
    await store.getState().verifyQuickPhone('000000');
    expect(store.getState()).toMatchObject({ step: 'loginWithQuickSmsOtc', error: 'The code is incorrect. Check it and try again' });
    expect(auth.getState().isAuthenticated).toBe(true);
    await store.getState().verifyQuickPhone('123456');
    expect(api.verifyPhone).toHaveBeenLastCalledWith({ otcToken: 'otc-phone', code: '123456' });
    expect(store.getState().step).toBe('success');
  });

  it('"not now" finishes the login without a phone', async () => {
    const { store, api } = await smsLogin(null);
    store.getState().skipQuickLogin();
    expect(store.getState().step).toBe('success');
    expect(api.setPhone).not.toHaveBeenCalled();
  });
});
