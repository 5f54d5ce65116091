import type { LoginBoxPaths } from './routes';

// The slice of the @portico/core-state contract the login box reads, typed structurally so any
// createPortico() result (or a test double) fits without this package importing the store library.

/** A zustand-style store: what `useStore` needs. */
export interface ReadableStore<T> {
  getState(): T;
  subscribe(listener: (state: T, previous: T) => void): () => void;
}

/** Every flow state carries these. */
export interface FlowBase<Step extends string> {
  step: Step;
  loading: boolean;
  /** Server error, worded as the error catalogue words it. */
  error?: string;
}

/** Login steps of product-spec §4. */
export type LoginStep =
  | 'preLogin' | 'loginWithPassword' | 'loginWithTwoFactor' | 'forceTwoFactor' | 'recoverTwoFactor'
  | 'breachedPassword' | 'breachedPasswordSuccess' | 'success' | 'magicLinkPreLoginSuccess' | 'loginWithOtc'
  | 'loginWithSmsOtc' | 'loginWithQuickSmsOtc' | 'redirectToSSO' | 'loginWithSSOFailed' | 'promptPasskeys';

/** MFA steps of product-spec §4. */
export type MfaStep =
  | 'verify' | 'recoveryCode' | 'authenticatorApp' | 'smsSetPhoneNumber' | 'smsVerifyCode' | 'emailVerifyCode' | 'noMFAEnrolledStepUp'
  | 'webAuthn';

/** Methods a user can pick on the choose-method (`verify`) step. */
export type MfaMethod = 'authenticatorApp' | 'emailVerifyCode' | 'smsVerifyCode' | 'recoveryCode' | 'webAuthn';

/** MFA strategies of product-spec §3. */
export type MfaStrategy = 'AuthenticatorApp' | 'WebAuthnPlatform' | 'WebAuthnCrossPlatform' | 'SMS' | 'EmailCode';

/** The MFA part of a login or step-up flow. */
export interface MfaInfo {
  step: MfaStep;
  mfaToken?: string;
  /** True when MFA is forced and the user enrols a first factor. */
  enrolling?: boolean;
  /** Enrolled kinds when verifying, allowed strategies when enrolling. */
  factors?: MfaStrategy[];
  /** When the last email/SMS code was sent (ms since epoch); drives the resend countdown. */
  codeSentAt?: number;
  /** SMS: the challenge of the last texted code, and the phone it went to (masked at login). */
  otcToken?: string;
  phoneNumber?: string;
  allowRememberDevice?: boolean;
  rememberDeviceDays?: number;
  enrollment?: { qrCodeUri?: string; secret?: string; recoveryCode?: string };
}

/** `portico.login` state. */
export interface LoginState extends FlowBase<LoginStep> {
  email: string;
  mfa?: MfaInfo;
  submitEmail(email: string): Promise<void>;
  submitPassword(password: string): Promise<void>;
  verifyMfaCode(code: string, options?: { rememberDevice?: boolean }): Promise<void>;
  useRecoveryCode(code: string): Promise<void>;
  sendEmailCode(): Promise<void>;
  enrollAuthenticator(): Promise<void>;
  verifyEnrollment(code: string): Promise<void>;
  /** One-time code of the `loginWithOtc` / `loginWithSmsOtc` steps. */
  submitCode(code: string): Promise<void>;
  /** After the enrolment recovery code was shown: finish the login. */
  acknowledgeRecoveryCode(): void;
  chooseMfaMethod(kind: MfaMethod): Promise<void>;
  /** Breached password: emails a reset link. */
  resetBreachedPassword(): Promise<void>;
  backToEmail(): void;
  /** Finishes an SSO login on its callback route (core-state's `completeSso`). */
  completeSso?(kind: 'saml' | 'oidc', params: Record<string, string>): Promise<void>;
  /** SMS MFA: forced enrolment texts a code to the phone; verify texts the enrolled phone (optional for test doubles). */
  enrollSmsPhone?(phoneNumber: string): Promise<void>;
  sendSmsCode?(): Promise<void>;
  /** `registerQuickLogin` after an SMS login of an account without a phone. */
  flow?: 'login' | 'registerQuickLogin';
  quickSms?: { phoneNumber?: string; otcToken?: string };
  registerQuickPhone?(phoneNumber: string): Promise<void>;
  verifyQuickPhone?(code: string): Promise<void>;
  skipQuickLogin?(): void;
  reset(): void;
  /** Passkeys are offered on pre-login (optional members: older stores and test doubles have none). */
  passkeysAvailable?: boolean;
  preparePasskeys?(): Promise<void>;
  cancelPasskeys?(): void;
  loginWithPasskey?(): Promise<void>;
  /** `promptPasskeys` step: add a passkey, or go on without one (optionally never asking again). */
  addPasskey?(): Promise<void>;
  skipPasskeys?(dontShowAgain?: boolean): void;
  /** `webAuthn` MFA step: verify with the enrolled platform authenticator or security key. */
  verifyWebAuthn?(options?: { rememberDevice?: boolean }): Promise<void>;
  /** `webAuthn` MFA step under forced MFA: enrol this device or a security key. */
  enrollWebAuthn?(kind: 'Platform' | 'CrossPlatform'): Promise<void>;
}

/** Sign-up form values. */
export interface SignUpValues {
  email: string;
  name: string;
  companyName: string;
  password: string;
  phoneNumber?: string;
  invitationToken?: string;
}

/** `portico.signUp` state. */
export interface SignUpState extends FlowBase<'SignUp' | 'SignUpSuccess'> {
  shouldActivate?: boolean;
  signUp(values: SignUpValues): Promise<void>;
}

/** `portico.activation` state. */
export interface ActivationState extends FlowBase<'activating' | 'activatingForm' | 'activatingConfirm' | 'success' | 'failed'> {
  start(params: { userId: string; token: string }): Promise<void>;
  /** With the new password (activatingForm), or none after the confirm click (activatingConfirm). */
  activate(password?: string): Promise<void>;
}

/** `portico.invitation` state. */
export interface AcceptInvitationState extends FlowBase<'validate' | 'invalid' | 'pending' | 'success' | 'failed'> {
  accept(params: { userId: string; token: string }): Promise<void>;
}

/** `portico.forgotPassword` state. */
export interface ForgotPasswordState extends FlowBase<'forgotPassword' | 'success'> {
  sendResetLink(email: string): Promise<void>;
}

/** `portico.resetPassword` state. */
export interface ResetPasswordState extends FlowBase<'resetPassword' | 'success' | 'failed'> {
  reset(params: { userId: string; token: string; password: string }): Promise<void>;
}

/** Step-up steps: the MFA verify steps plus the no-MFA-enrolled step. */
export type StepUpStep = 'idle' | 'loading' | 'verify' | 'authenticatorApp' | 'emailVerifyCode' | 'smsVerifyCode' | 'noMFAEnrolledStepUp' | 'success';

/** `portico.stepUp` state. */
export interface StepUpState extends FlowBase<string> {
  mfa?: MfaInfo;
  start(maxAge?: number): Promise<void>;
  verify(code: string): Promise<void>;
  /** `webAuthn` MFA step: step up with the enrolled platform authenticator or security key. */
  verifyWebAuthn?(): Promise<void>;
  chooseMfaMethod(kind: MfaMethod): Promise<void>;
}

/** `portico.magicLink` state: the magic-link callback. */
export interface MagicLinkState extends FlowBase<'validating' | 'success' | 'failed' | 'continueLogin'> {
  start(token: string | null): Promise<void>;
}

/** `portico.resetPhone` state: lost phone, then an SMS code login. */
export interface ResetPhoneState extends FlowBase<'ResetPhoneNumber' | 'VerifyResetPhoneNumber' | 'ChangePhoneNumber'> {
  email: string;
  done: boolean;
  sendCode(email: string): Promise<void>;
  verifyCode(code: string): Promise<void>;
  changePhone(phoneNumber: string): Promise<void>;
}

/** `portico.auth` state, the parts the login box reads. */
export interface AuthState {
  status: 'loading' | 'unauthenticated' | 'authenticated';
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Configured routes; the login box reads the keys of its own screens. */
  routes: Partial<LoginBoxPaths> & { authenticatedUrl?: string };
  error?: string;
}

/** `portico.impersonation` state, the parts the impersonate screen reads. */
export interface ImpersonationState extends FlowBase<'idle' | 'impersonating' | 'success' | 'ending' | 'failed'> {
  impersonate(input: { userId: string; reason: string }): Promise<boolean>;
}

/** Social login providers (product-spec §3). */
export type SocialProvider = 'microsoft' | 'facebook' | 'google' | 'github' | 'slack' | 'apple' | 'linkedin';

/** `portico.social` state. */
export interface SocialLoginState extends FlowBase<'idle' | 'redirecting' | 'completing' | 'success' | 'failed'> {
  providers: { type: SocialProvider; active: boolean }[];
  providersLoaded: boolean;
  loadProviders(force?: boolean): Promise<void>;
  start(provider: SocialProvider): Promise<void>;
  completeCallback(): Promise<void>;
}

/** What the login box needs from a `createPortico()` result. */
export interface PorticoLike {
  auth: ReadableStore<AuthState>;
  login: ReadableStore<LoginState>;
  signUp: ReadableStore<SignUpState>;
  activation: ReadableStore<ActivationState>;
  invitation: ReadableStore<AcceptInvitationState>;
  forgotPassword: ReadableStore<ForgotPasswordState>;
  resetPassword: ReadableStore<ResetPasswordState>;
  stepUp: ReadableStore<StepUpState>;
  /** The impersonation flow (optional: without it the impersonate screen says there is nothing to do). */
  impersonation?: ReadableStore<ImpersonationState>;
  /** Social login (optional: without it the login box shows no provider buttons). */
  social?: ReadableStore<SocialLoginState>;
  /** The magic-link callback flow (optional for test doubles; the screen then says the link is not valid). */
  magicLink?: ReadableStore<MagicLinkState>;
  /** The lost-phone flow (optional for test doubles). */
  resetPhone?: ReadableStore<ResetPhoneState>;
  session: { start(): Promise<void>; logout(): Promise<void> };
}
