import type { StoreApi } from 'zustand/vanilla';
import type { LoginFlow } from '../login/store';
import type { FlowContext } from '../shared/context';
import { CORE_MESSAGES } from '../shared/messages';
import { createFlowStore } from '../shared/store';
import { saveTransaction, takeTransaction } from './transaction';
import type { SocialLoginState } from './types';

/**
 * Creates `portico.social`: authorization code + PKCE. The verifier stays in this tab (sessionStorage); the server
 * keeps state and nonce in an httpOnly cookie. The callback's answer goes through the login flow, so MFA and the
 * redirect after login work as for a password login. A new user emits `signup-completed` and `user-verified`.
 */
export function createSocialLoginStore(ctx: FlowContext, login: LoginFlow): StoreApi<SocialLoginState> {
  return createFlowStore<SocialLoginState>((set, get) => {
    const fail = () => set((s) => ((s.step = 'failed'), (s.loading = false), (s.error = CORE_MESSAGES.socialLoginFailed)));
    return {
      step: 'idle',
      loading: false,
      providers: [],
      providersLoaded: false,
      async loadProviders(force = false) {
        if (get().providersLoaded && !force) return;
        try {
          const list = await ctx.api.getSocialProviders();
          set((s) => ((s.providers = list.filter((p) => p.active)), (s.providersLoaded = true)));
        } catch {
          set((s) => ((s.providers = []), (s.providersLoaded = true)));
        }
      },
      async start(provider) {
        set((s) => ((s.loading = true), (s.error = undefined)));
        try {
          // oauth4webapi loads on the click, not with the login page.
          const oauth = await import('oauth4webapi');
          const verifier = oauth.generateRandomCodeVerifier();
          const { authorizationUrl } = await ctx.api.socialPreLogin(provider, { codeChallenge: await oauth.calculatePKCECodeChallenge(verifier) });
          saveTransaction({ provider, verifier });
          set((s) => void (s.step = 'redirecting'));
          ctx.navigate(authorizationUrl);
        } catch {
          fail();
        }
      },
      async completeCallback() {
        const page = ctx.pageUrl();
        const t = takeTransaction();
        const params = page ? new URL(page).searchParams : new URLSearchParams();
        const code = params.get('code');
        const state = params.get('state');
        if (!t || !code || !state || params.has('error')) return fail();
        set((s) => ((s.step = 'completing'), (s.loading = true), (s.error = undefined)));
        try {
          const redirectUri = `${new URL(page!).origin}${ctx.routes.socialLoginCallbackUrl}`;
          const answer = await ctx.api.socialPostLogin(t.provider, { code, state, code_verifier: t.verifier, redirectUri });
          if (answer.isNewUser && answer.email) {
            const who = { email: answer.email, ...(answer.userId ? { userId: answer.userId } : {}), ...(answer.tenantId ? { tenantId: answer.tenantId } : {}) };
            ctx.emit({ type: 'signup-completed', ...who });
            ctx.emit({ type: 'user-verified', ...who });
          }
          await login.handleAnswer(answer);
          set((s) => ((s.step = 'success'), (s.loading = false), (s.isNewUser = answer.isNewUser === true)));
          // A second factor is asked on the login route, like after a password.
          if (answer.mfaRequired) ctx.navigate(ctx.routes.loginUrl);
        } catch {
          fail();
        }
      },
    };
  });
}
