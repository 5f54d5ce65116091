import type { StoreApi } from 'zustand/vanilla';
import type { LoginFlow } from '../login/store';
import type { FlowContext } from '../shared/context';
import { errorMessage } from '../shared/errors';
import { createFlowStore } from '../shared/store';
import type { ResetPhoneState } from './types';

/**
 * Creates `portico.resetPhone`: ResetPhoneNumber → VerifyResetPhoneNumber → ChangePhoneNumber; after the change an
 * SMS one-time-code login starts (product-spec §4) and `done` tells the screen to go to the login URL.
 */
export function createResetPhoneStore(ctx: FlowContext, login: LoginFlow): StoreApi<ResetPhoneState> {
  let resetToken = '';
  let changeToken = '';
  const initial = { step: 'ResetPhoneNumber' as const, loading: false, error: undefined, email: '', done: false };
  return createFlowStore<ResetPhoneState>((set, get) => {
    const run = async (work: () => Promise<void>) => {
      set((s) => ((s.loading = true), (s.error = undefined)));
      try {
        await work();
      } catch (error) {
        set((s) => ((s.loading = false), (s.error = errorMessage(error))));
      }
    };
    return {
      ...initial,
      sendCode: (email) =>
        run(async () => {
          resetToken = (await ctx.api.resetPhone({ email })).resetPhoneNumberToken;
          set((s) => ((s.email = email), (s.step = 'VerifyResetPhoneNumber'), (s.loading = false)));
        }),
      verifyCode: (code) =>
        run(async () => {
          changeToken = (await ctx.api.verifyResetPhone({ resetPhoneNumberToken: resetToken, code })).changePhoneNumberToken;
          set((s) => ((s.step = 'ChangePhoneNumber'), (s.loading = false)));
        }),
      changePhone: (phoneNumber) =>
        run(async () => {
          await ctx.api.changePhone({ changePhoneNumberToken: changeToken, phoneNumber });
          const email = get().email;
          await ctx.api.passwordlessPreLogin('SmsCode', { email });
          login.enterPasswordless('SmsCode', email);
          set((s) => ((s.done = true), (s.loading = false)));
        }),
      reset: () => {
        resetToken = changeToken = '';
        set((s) => void Object.assign(s, initial));
      },
    };
  });
}
