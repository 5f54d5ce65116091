import type { StoreApi } from 'zustand/vanilla';
import type { LoginFlow } from '../login/store';
import type { FlowContext } from '../shared/context';
import { errorMessage } from '../shared/errors';
import { createFlowStore } from '../shared/store';
import type { MagicLinkState } from './types';

/** Shown when the callback address carries no token. */
export const MAGIC_LINK_MISSING_TOKEN = 'This sign-in link is not valid. Request a new one from the login page';

/**
 * Creates `portico.magicLink`: validating → success (redirect as after any login), failed with the server's reason,
 * or continueLogin when the login flow asks for more (MFA, breached password) and the login screens take over.
 */
export function createMagicLinkStore(ctx: FlowContext, login: LoginFlow): StoreApi<MagicLinkState> {
  let started: string | null | undefined;
  return createFlowStore<MagicLinkState>((set) => ({
    step: 'validating',
    loading: false,
    error: undefined,
    async start(token) {
      if (started === token && started !== undefined) return;
      started = token;
      if (!token) return set((s) => ((s.step = 'failed'), (s.error = MAGIC_LINK_MISSING_TOKEN)));
      set((s) => ((s.step = 'validating'), (s.loading = true), (s.error = undefined)));
      try {
        await login.handleAnswer(await ctx.api.passwordlessPostLogin('MagicLink', { token }));
        const done = login.store.getState().step === 'success';
        set((s) => ((s.step = done ? 'success' : 'continueLogin'), (s.loading = false)));
      } catch (error) {
        set((s) => ((s.step = 'failed'), (s.loading = false), (s.error = errorMessage(error))));
      }
    },
  }));
}
