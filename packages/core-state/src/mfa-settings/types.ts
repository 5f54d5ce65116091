/** Steps of MFA management on the profile. */
export type MfaSettingsStep = 'idle' | 'enrollAuthenticator' | 'recoveryCode' | 'disabled';

/** State of `portico.mfaSettings`. */
export interface MfaSettingsState {
  step: MfaSettingsStep;
  loading: boolean;
  error?: string;
  /** otpauth URI to render as a QR code while enrolling. */
  qrCodeUri?: string;
  secret?: string;
  /** Shown once after a successful enrolment. */
  recoveryCode?: string;
  enrollAuthenticator(): Promise<void>;
  verifyEnrollment(code: string): Promise<void>;
  disable(code: string): Promise<void>;
  reset(): void;
}
