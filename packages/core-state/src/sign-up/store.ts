import type { StoreApi } from 'zustand/vanilla';
import { signOutLocally } from '../auth/sign-in';
import type { LoginFlow } from '../login/store';
import type { FlowContext } from '../shared/context';
import { errorMessage } from '../shared/errors';
import { createFlowStore } from '../shared/store';
import type { SignUpState } from './types';

/**
 * Creates `portico.signUp`: SignUp → SignUpSuccess (with `shouldActivate`). When no activation is needed and a user
 * is returned, the user enters the login flow and is sent to the login route. Without an invitation token a
 * `signup-completed` event is raised. On error tokens are cleared.
 */
export function createSignUpStore(ctx: FlowContext, login: LoginFlow): StoreApi<SignUpState> {
  const initial = { step: 'SignUp' as const, loading: false, error: undefined, shouldActivate: false };
  return createFlowStore<SignUpState>((set) => ({
    ...initial,
    async signUp(body) {
      set((s) => ((s.loading = true), (s.error = undefined)));
      try {
        const answer = await ctx.api.signUp(body);
        if (!body.invitationToken) {
          ctx.emit({ type: 'signup-completed', email: body.email, ...(answer.userId ? { userId: answer.userId } : {}), ...(answer.tenantId ? { tenantId: answer.tenantId } : {}) });
        }
        if (!answer.shouldActivate && answer.authResponse?.accessToken) {
          login.store.setState({ email: body.email });
          await login.handleAnswer(answer.authResponse);
          set((s) => void (s.loading = false));
          ctx.navigate(ctx.routes.loginUrl);
          return;
        }
        set((s) => ((s.step = 'SignUpSuccess'), (s.shouldActivate = answer.shouldActivate), (s.loading = false)));
        if (ctx.routes.signUpSuccessUrl) ctx.navigate(ctx.routes.signUpSuccessUrl);
      } catch (error) {
        signOutLocally(ctx);
        set((s) => ((s.loading = false), (s.error = errorMessage(error))));
      }
    },
    reset: () => set((s) => void Object.assign(s, initial)),
  }));
}
