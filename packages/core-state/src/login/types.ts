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
  /** On the `webAuthn` MFA step: asks the browser for the enrolled platform authenticator or security key. */
  verifyWebAuthn(options?: { rememberDevice?: boolean }): Promise<void>;
  /** Forced MFA: enrols a platform authenticator or a security key; the recovery code is then shown once. */
  enrollWebAuthn(kind: 'Platform' | 'CrossPlatform'): Promise<void>;
  /** Breached password: e-mails a reset link. */
  resetBreachedPassword(): Promise<void>;
  backToEmail(): void;
  /**
   * Finishes an SSO login on the callback route (SAML answer or OIDC code). A refusal shows `loginWithSSOFailed` with
   * the server's message, then goes to the authenticated URL after {@link SSO_FAILED_REDIRECT_MS}.
   */
  completeSso(kind: 'saml' | 'oidc', params: Record<string, string>): Promise<void>;
  /** SMS MFA (`smsSetPhoneNumber`, forced enrolment): texts a code to the phone to enrol. */
  enrollSmsPhone(phoneNumber: string): Promise<void>;
  /** SMS MFA: texts a code to the enrolled phone (enrolling: goes to `smsSetPhoneNumber` first). */
  sendSmsCode(): Promise<void>;
  /** Quick SMS sign-up: texts a code to the phone to register. */
  registerQuickPhone(phoneNumber: string): Promise<void>;
  /** Quick SMS sign-up: confirms the phone with the texted code, then finishes the login. */
  verifyQuickPhone(code: string): Promise<void>;
  /** Quick SMS sign-up: not now; finishes the login. */
  skipQuickLogin(): void;
  reset(): void;
  /** Passkeys are offered on pre-login (vendor strategy on, browser able); set by `preparePasskeys`. */
  passkeysAvailable: boolean;
  /** On pre-login: checks the strategy and starts the e-mail field's passkey autofill (conditional UI). */
  preparePasskeys(): Promise<void>;
  /** Ends a pending passkey autofill (the pre-login screen goes away). */
  cancelPasskeys(): void;
  /** Signs in with a passkey chosen in the browser's dialog. */
  loginWithPasskey(): Promise<void>;
  /** On `promptPasskeys`: registers a passkey for the signed-in user, then finishes the login. */
  addPasskey(): Promise<void>;
  /** On `promptPasskeys`: finishes the login without a passkey; optionally never asks again in this browser. */
  skipPasskeys(dontShowAgain?: boolean): void;
}
