import type { MfaMethod, MfaState } from '../mfa/types';

/** Login steps, exactly as product-spec §4 names them. */
export type LoginStep =
  | 'preLogin'
  | 'magicLinkPreLoginSuccess'
  | 'loginWithSmsOtc'
  | 'loginWithQuickSmsOtc'
  | 'loginWithOtc'
  | 'loginWithPassword'
  | 'loginWithTwoFactor'
  | 'redirectToSSO'
  | 'loginWithSSOFailed'
  | 'success'
  | 'forceTwoFactor'
  | 'recoverTwoFactor'
  | 'promptPasskeys'
  | 'breachedPassword'
  | 'breachedPasswordSuccess';

/** State of `portico.login`. */
export interface LoginState {
  step: LoginStep;
  /** `login`, or `registerQuickLogin` (product-spec §4). */
  flow: 'login' | 'registerQuickLogin';
  loading: boolean;
  error?: string;
  email: string;
  mfa?: MfaState;
  /** SSO address being redirected to on `redirectToSSO`. */
  ssoAddress?: string;
  /** Quick SMS sign-up (`loginWithQuickSmsOtc`): the phone being registered and its code challenge. */
  quickSms?: { phoneNumber?: string; otcToken?: string };
  /** Pre-login: SSO when the e-mail has it, else the policy's strategy. */
  submitEmail(email: string): Promise<void>;
  submitPassword(password: string): Promise<void>;
  /** One-time code of the `loginWithOtc` / `loginWithSmsOtc` steps. */
  submitCode(code: string): Promise<void>;
  verifyMfaCode(code: string, options?: { rememberDevice?: boolean }): Promise<void>;
  useRecoveryCode(code: string): Promise<void>;
  sendEmailCode(): Promise<void>;
  /** Forced MFA: asks for an authenticator-app secret (QR URI). */
  enrollAuthenticator(): Promise<void>;
  /** Forced MFA: confirms the app with a code; the recovery code is then shown once. */
  verifyEnrollment(code: string): Promise<void>;
  /** After the recovery code was shown: finish the login. */
  acknowledgeRecoveryCode(): void;
  chooseMfaMethod(kind: MfaMethod): Promise<void>;
  /** Breached password: e-mails a reset link. */
  resetBreachedPassword(): Promise<void>;
  backToEmail(): void;
  /** Quick SMS sign-up: texts a code to the phone to register. */
  registerQuickPhone(phoneNumber: string): Promise<void>;
  /** Quick SMS sign-up: confirms the phone with the texted code, then finishes the login. */
  verifyQuickPhone(code: string): Promise<void>;
  /** Quick SMS sign-up: not now; finishes the login. */
  skipQuickLogin(): void;
  reset(): void;
}
