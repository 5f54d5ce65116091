import type { ActivationState } from '../activation/types';
import type { AuthState } from '../auth/types';
import type { ForgotPasswordState } from '../forgot-password/types';
import type { AcceptInvitationState } from '../invitation/types';
import type { LoginState } from '../login/types';
import type { LogoutState } from '../logout/types';
import type { MfaSettingsState } from '../mfa-settings/types';
import type { ResetPasswordState } from '../reset-password/types';
import type { SignUpState } from '../sign-up/types';
import type { StepUpState } from '../step-up/types';
import { usePortico } from './context';
import { useStore } from './store';

const identity = <T,>(s: T) => s;

/** Selects from `portico.auth`. @example const user = useAuth((s) => s.user) */
export const useAuth = <U = AuthState,>(selector: (s: AuthState) => U = identity as never): U => useStore(usePortico().auth, selector);
/** Selects from `portico.login`. @example const submit = useLogin((s) => s.submitPassword) */
export const useLogin = <U = LoginState,>(selector: (s: LoginState) => U = identity as never): U => useStore(usePortico().login, selector);
/** Selects from `portico.signUp`. */
export const useSignUp = <U = SignUpState,>(selector: (s: SignUpState) => U = identity as never): U => useStore(usePortico().signUp, selector);
/** Selects from `portico.activation`. */
export const useActivation = <U = ActivationState,>(selector: (s: ActivationState) => U = identity as never): U => useStore(usePortico().activation, selector);
/** Selects from `portico.invitation`. */
export const useAcceptInvitation = <U = AcceptInvitationState,>(selector: (s: AcceptInvitationState) => U = identity as never): U => useStore(usePortico().invitation, selector);
/** Selects from `portico.forgotPassword`. */
export const useForgotPassword = <U = ForgotPasswordState,>(selector: (s: ForgotPasswordState) => U = identity as never): U => useStore(usePortico().forgotPassword, selector);
/** Selects from `portico.resetPassword`. */
export const useResetPassword = <U = ResetPasswordState,>(selector: (s: ResetPasswordState) => U = identity as never): U => useStore(usePortico().resetPassword, selector);
/** Selects from `portico.stepUp`. */
export const useStepUp = <U = StepUpState,>(selector: (s: StepUpState) => U = identity as never): U => useStore(usePortico().stepUp, selector);
/** Selects from `portico.mfaSettings`. */
export const useMfaSettings = <U = MfaSettingsState,>(selector: (s: MfaSettingsState) => U = identity as never): U => useStore(usePortico().mfaSettings, selector);
/** Selects from `portico.logout`. */
export const useLogout = <U = LogoutState,>(selector: (s: LogoutState) => U = identity as never): U => useStore(usePortico().logout, selector);
