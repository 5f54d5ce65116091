import { useLoginBox, useSlice } from './context';
import type {
  AcceptInvitationState, ActivationState, AuthState, ForgotPasswordState, LoginState, ReadableStore, ResetPasswordState, SignUpState, SocialLoginState, StepUpState,
} from './portico';

// One hook per store, each a one-liner over useSlice, like @portico/core-state/react.
export const useLoginState = (): LoginState => useSlice(useLoginBox().portico.login, (s) => s);
export const useSignUpState = (): SignUpState => useSlice(useLoginBox().portico.signUp, (s) => s);
export const useActivationState = (): ActivationState => useSlice(useLoginBox().portico.activation, (s) => s);
export const useInvitationState = (): AcceptInvitationState => useSlice(useLoginBox().portico.invitation, (s) => s);
export const useForgotPasswordState = (): ForgotPasswordState => useSlice(useLoginBox().portico.forgotPassword, (s) => s);
export const useResetPasswordState = (): ResetPasswordState => useSlice(useLoginBox().portico.resetPassword, (s) => s);
export const useStepUpState = (): StepUpState => useSlice(useLoginBox().portico.stepUp, (s) => s);
export const useAuthState = (): AuthState => useSlice(useLoginBox().portico.auth, (s) => s);

// A login box given a portico without social login reads this empty, inert store instead.
const NO_SOCIAL: ReadableStore<SocialLoginState> = (() => {
  const state: SocialLoginState = {
    step: 'idle', loading: false, providers: [], providersLoaded: true,
    loadProviders: async () => {}, start: async () => {}, completeCallback: async () => {},
  };
  return { getState: () => state, subscribe: () => () => {} };
})();

/** `portico.social`, or an empty store when the portico has none. */
export const useSocialState = (): SocialLoginState => useSlice(useLoginBox().portico.social ?? NO_SOCIAL, (s) => s);
