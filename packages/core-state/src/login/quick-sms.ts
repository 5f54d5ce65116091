import type { StoreApi } from 'zustand/vanilla';
import type { LoginResponse } from '../api/types';
import { signIn } from '../auth/sign-in';
import type { FlowContext } from '../shared/context';
import { errorMessage } from '../shared/errors';
import { update } from '../shared/store';
import type { LoginState } from './types';

/** Actions of the quick SMS sign-up (`registerQuickLogin` flow, `loginWithQuickSmsOtc` step). */
export type QuickSmsActions = Pick<LoginState, 'registerQuickPhone' | 'verifyQuickPhone' | 'skipQuickLogin'>;

/**
 * After an SMS-code login: a user whose account has no phone yet (the code came by e-mail) is offered to
 * register one, so the next SMS login texts it; everyone else finishes the login.
 */
export async function afterSmsLogin(ctx: FlowContext, store: StoreApi<LoginState>, answer: LoginResponse, finish: () => void): Promise<void> {
  const user = await signIn(ctx, answer);
  if (user.phoneNumber) return finish();
  update(store, (s) => ((s.flow = 'registerQuickLogin'), (s.step = 'loginWithQuickSmsOtc'), (s.quickSms = {}), (s.loading = false)));
}

/** The quick SMS sign-up's actions; failures keep the session (the user is already signed in). */
export function quickSmsActions(ctx: FlowContext, store: () => StoreApi<LoginState>, finish: () => void): QuickSmsActions {
  const attempt = async (work: () => Promise<void>) => {
    update(store(), (s) => ((s.loading = true), (s.error = undefined)));
    try {
      await work();
    } catch (error) {
      update(store(), (s) => ((s.loading = false), (s.error = errorMessage(error))));
    }
  };
  return {
    registerQuickPhone: (phoneNumber) =>
      attempt(async () => {
        const { otcToken } = await ctx.api.setPhone({ phoneNumber });
        update(store(), (s) => ((s.quickSms = { phoneNumber, otcToken }), (s.loading = false)));
      }),
    verifyQuickPhone: (code) =>
      attempt(async () => {
        await ctx.api.verifyPhone({ otcToken: store().getState().quickSms?.otcToken ?? '', code });
        finish();
      }),
    skipQuickLogin: () => finish(),
  };
}
