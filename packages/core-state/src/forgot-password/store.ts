import type { StoreApi } from 'zustand/vanilla';
import type { FlowContext } from '../shared/context';
import { errorMessage } from '../shared/errors';
import { createFlowStore } from '../shared/store';
import type { ForgotPasswordState } from './types';

/** Creates `portico.forgotPassword`: forgotPassword → success once the reset link is sent. */
export function createForgotPasswordStore(ctx: FlowContext): StoreApi<ForgotPasswordState> {
  const initial = { step: 'forgotPassword' as const, loading: false, error: undefined, email: '' };
  return createFlowStore<ForgotPasswordState>((set) => ({
    ...initial,
    async sendResetLink(email) {
      set((s) => ((s.loading = true), (s.error = undefined), (s.email = email)));
      try {
        await ctx.api.forgotPassword({ email });
        set((s) => ((s.step = 'success'), (s.loading = false)));
      } catch (error) {
        set((s) => ((s.loading = false), (s.error = errorMessage(error))));
      }
    },
    reset: () => set((s) => void Object.assign(s, initial)),
  }));
}
