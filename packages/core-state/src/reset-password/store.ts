import type { StoreApi } from 'zustand/vanilla';
import type { FlowContext } from '../shared/context';
import { errorMessage } from '../shared/errors';
import { CORE_MESSAGES } from '../shared/messages';
import { createFlowStore } from '../shared/store';
import type { ResetPasswordState } from './types';

/** Creates `portico.resetPassword`: resetPassword → success | failed. */
export function createResetPasswordStore(ctx: FlowContext): StoreApi<ResetPasswordState> {
  return createFlowStore<ResetPasswordState>((set) => ({
    step: 'resetPassword',
    loading: false,
    async reset({ userId, token, password }) {
      if (!userId || !token) return set((s) => ((s.step = 'failed'), (s.error = CORE_MESSAGES.resetMissing)));
      set((s) => ((s.loading = true), (s.error = undefined)));
      try {
        await ctx.api.resetPassword({ userId, token, password });
        set((s) => ((s.step = 'success'), (s.loading = false)));
      } catch (error) {
        set((s) => ((s.step = 'failed'), (s.loading = false), (s.error = errorMessage(error))));
      }
    },
  }));
}
