import type { StoreApi } from 'zustand/vanilla';
import { signIn } from '../auth/sign-in';
import { POST_ACTIVATION_REDIRECT_MS } from '../constants';
import type { FlowContext } from '../shared/context';
import { errorMessage } from '../shared/errors';
import { CORE_MESSAGES } from '../shared/messages';
import { createFlowStore } from '../shared/store';
import type { ActivationState } from './types';

/**
 * Creates `portico.activation`: activating → activatingForm (when a password must be set) or activatingConfirm (a
 * click on "Activate", so opening the link alone — a mail scanner, a preview — signs no one in) → success, then about
 * 1 s later the redirect (authenticated URL when the answer signed the user in, else the login route).
 */
export function createActivationStore(ctx: FlowContext): StoreApi<ActivationState> {
  let link = { userId: '', token: '' };
  return createFlowStore<ActivationState>((set) => {
    const fail = (error: unknown) => set((s) => ((s.step = 'failed'), (s.loading = false), (s.error = typeof error === 'string' ? error : errorMessage(error))));
    const activate = async (password?: string) => {
      set((s) => ((s.loading = true), (s.error = undefined)));
      try {
        const answer = await ctx.api.activate({ ...link, ...(password ? { password } : {}) });
        const signedIn = !!answer?.accessToken;
        if (signedIn) await signIn(ctx, answer);
        set((s) => ((s.step = 'success'), (s.loading = false)));
        setTimeout(() => ctx.navigate(signedIn ? ctx.routes.authenticatedUrl : ctx.routes.loginUrl), POST_ACTIVATION_REDIRECT_MS);
      } catch (error) {
        // A wrong password keeps the form; a bad link ends the flow.
        if (password) set((s) => ((s.loading = false), (s.error = errorMessage(error))));
        else fail(error);
      }
    };
    return {
      step: 'activating',
      loading: false,
      async start({ userId, token }) {
        if (!userId || !token) return fail(CORE_MESSAGES.activationMissing);
        link = { userId, token };
        set((s) => ((s.step = 'activating'), (s.loading = true), (s.error = undefined)));
        try {
          const { shouldSetPassword } = await ctx.api.getActivationStrategy(link);
          set((s) => ((s.step = shouldSetPassword ? 'activatingForm' : 'activatingConfirm'), (s.loading = false)));
        } catch (error) {
          fail(error);
        }
      },
      activate: (password) => activate(password),
    };
  });
}
