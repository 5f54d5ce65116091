import type { MfaDevices } from '../api/types';

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
  /** MFA devices by kind, once {@link MfaSettingsState.loadDevices} ran. */
  devices?: MfaDevices;
  loadDevices(): Promise<void>;
  /** Enrols a platform authenticator or a security key as second factor; the recovery code is then shown once. */
  enrollWebAuthn(kind: 'Platform' | 'CrossPlatform'): Promise<void>;
  /** Removes a WebAuthn MFA device. */
  disableWebAuthn(deviceId: string): Promise<void>;
  enrollAuthenticator(): Promise<void>;
  verifyEnrollment(code: string): Promise<void>;
  disable(code: string): Promise<void>;
  reset(): void;
}
