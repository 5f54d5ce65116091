import { describe, expect, it } from 'vitest';
import { apiError, fakeContext } from '../../test/fixtures';
import { createLoginStore } from '../login/store';
import { createResetPhoneStore } from './store';

const setup = () => {
  const f = fakeContext();
  const login = createLoginStore(f.ctx);
  return { ...f, login, reset: createResetPhoneStore(f.ctx, login) };
};

describe('phone reset', () => {
  it('ResetPhoneNumber → VerifyResetPhoneNumber → ChangePhoneNumber, then the SMS code login starts', async () => {
    const { reset, api, login } = setup();
    expect(reset.getState().step).toBe('ResetPhoneNumber');
    await reset.getState().sendCode('ada@app.test');
    expect(api.resetPhone).toHaveBeenCalledWith({ email: 'ada@app.test' });
    expect(reset.getState().step).toBe('VerifyResetPhoneNumber');
    await reset.getState().verifyCode('123456');
    expect(api.verifyResetPhone).toHaveBeenCalledWith({ resetPhoneNumberToken: 'rp-1', code: '123456' });
    expect(reset.getState().step).toBe('ChangePhoneNumber');
    await reset.getState().changePhone('+447700900123');
    expect(api.changePhone).toHaveBeenCalledWith({ changePhoneNumberToken: 'cp-1', phoneNumber: '+447700900123' });
    expect(api.passwordlessPreLogin).toHaveBeenCalledWith('SmsCode', { email: 'ada@app.test' });
    expect(reset.getState().done).toBe(true);
    expect(login.store.getState()).toMatchObject({ step: 'loginWithSmsOtc', email: 'ada@app.test' });
    await login.store.getState().submitCode('654321');
    expect(api.passwordlessPostLogin).toHaveBeenCalledWith('SmsCode', { token: '654321', email: 'ada@app.test' });
  });

  it('stays on the step with the server message for a wrong code', async () => {
    const { reset, api } = setup();
    await reset.getState().sendCode('ada@app.test');
    api.verifyResetPhone.mockRejectedValue(apiError('The code is incorrect. Check it and try again'));
    await reset.getState().verifyCode('000000');
    expect(reset.getState()).toMatchObject({ step: 'VerifyResetPhoneNumber', error: 'The code is incorrect. Check it and try again', loading: false });
  });
});
