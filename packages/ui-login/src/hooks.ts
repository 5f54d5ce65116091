import type {
  AcceptInvitationState, ActivationState, AuthState, ForgotPasswordState, ImpersonationState, LoginState, MagicLinkState, ResetPasswordState, ResetPhoneState,
  SignUpState, SocialLoginState, StepUpState,
} from '@portico/core-state';
import { useStore } from '@portico/core-state/react';
import { useLoginBox } from './context';

const whole = <S,>(s: S): S => s;

// One hook per store, each a one-liner over core-state's useStore (the portal reads its stores the same way).
export const useLoginState = (): LoginState => useStore(useLoginBox().portico.login, whole);
export const useSignUpState = (): SignUpState => useStore(useLoginBox().portico.signUp, whole);
export const useActivationState = (): ActivationState => useStore(useLoginBox().portico.activation, whole);
export const useInvitationState = (): AcceptInvitationState => useStore(useLoginBox().portico.invitation, whole);
export const useForgotPasswordState = (): ForgotPasswordState => useStore(useLoginBox().portico.forgotPassword, whole);
export const useResetPasswordState = (): ResetPasswordState => useStore(useLoginBox().portico.resetPassword, whole);
export const useStepUpState = (): StepUpState => useStore(useLoginBox().portico.stepUp, whole);
export const useAuthState = (): AuthState => useStore(useLoginBox().portico.auth, whole);

// A portico without one of its optional stores is read through this store that never changes.
const inert = <S,>(state: S) => ({ getState: () => state, getInitialState: () => state, setState: () => {}, subscribe: () => () => {} });

const NO_SOCIAL = inert<SocialLoginState>({
  step: 'idle', loading: false, providers: [], providersLoaded: true,
  loadProviders: async () => {}, start: async () => {}, completeCallback: async () => {},
});

/** `portico.social`, or an empty store when the portico has none. */
export const useSocialState = (): SocialLoginState => useStore(useLoginBox().portico.social ?? NO_SOCIAL, whole);
/** `portico.impersonation`, or `fallback` when the portico has none. */
export const useImpersonationState = (fallback: ImpersonationState): ImpersonationState => useStore(useLoginBox().portico.impersonation ?? inert(fallback), whole);
/** `portico.magicLink`, or `fallback` when the portico has none. */
export const useMagicLinkState = (fallback: MagicLinkState): MagicLinkState => useStore(useLoginBox().portico.magicLink ?? inert(fallback), whole);
/** `portico.resetPhone`, or `fallback` when the portico has none. */
export const useResetPhoneState = (fallback: ResetPhoneState): ResetPhoneState => useStore(useLoginBox().portico.resetPhone ?? inert(fallback), whole);
