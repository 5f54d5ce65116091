import { useLoginBox, useSlice } from './context';
import type { AcceptInvitationState, ActivationState, AuthState, ForgotPasswordState, LoginState, ResetPasswordState, SignUpState, StepUpState } from './portico';

// One hook per store, each a one-liner over useSlice, like @portico/core-state/react.
export const useLoginState = (): LoginState => useSlice(useLoginBox().portico.login, (s) => s);
export const useSignUpState = (): SignUpState => useSlice(useLoginBox().portico.signUp, (s) => s);
export const useActivationState = (): ActivationState => useSlice(useLoginBox().portico.activation, (s) => s);
export const useInvitationState = (): AcceptInvitationState => useSlice(useLoginBox().portico.invitation, (s) => s);
export const useForgotPasswordState = (): ForgotPasswordState => useSlice(useLoginBox().portico.forgotPassword, (s) => s);
export const useResetPasswordState = (): ResetPasswordState => useSlice(useLoginBox().portico.resetPassword, (s) => s);
export const useStepUpState = (): StepUpState => useSlice(useLoginBox().portico.stepUp, (s) => s);
export const useAuthState = (): AuthState => useSlice(useLoginBox().portico.auth, (s) => s);
