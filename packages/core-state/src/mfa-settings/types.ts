import type { MfaDevices, MfaStrategy } from '../api/types';

/** Steps of MFA management on the profile. */
export type MfaSettingsStep = 'idle' | 'enrollAuthenticator' | 'recoveryCode' | 'disabled' | 'enrollSms' | 'disableSms';

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
  /** The user's MFA devices (from `loadDevices`); SMS and security-key removal need the device id. */
  devices?: MfaDevices;
  /** MFA strategies the vendor has switched on (from `loadStrategies`): which kinds may be enrolled. */
  strategies?: MfaStrategy[];
  /** Loads the vendor's active MFA strategies into `strategies`. */
  loadStrategies(): Promise<void>;
  /** SMS enrolment or removal: the phone the code went to and its challenge token. */
  sms?: { phoneNumber?: string; deviceId?: string; otcToken: string };
  /** Enrols a platform authenticator or a security key as second factor; the recovery code is then shown once. */
  enrollWebAuthn(kind: 'Platform' | 'CrossPlatform'): Promise<void>;
  /** Removes a WebAuthn MFA device. */
  disableWebAuthn(deviceId: string): Promise<void>;
  enrollAuthenticator(): Promise<void>;
  /** Loads the user's MFA devices by kind into `devices`. */
  loadDevices(): Promise<void>;
  /** Texts a code to `phoneNumber` to enrol it for SMS MFA (step `enrollSms`). */
  enrollSms(phoneNumber: string): Promise<void>;
  /** Confirms the SMS enrolment with the texted code; the recovery code is then shown once. */
  verifySmsEnrollment(code: string): Promise<void>;
  /** Texts the code that confirms removing an SMS device (step `disableSms`). */
  startDisableSms(deviceId: string): Promise<void>;
  /** Removes the SMS device with the texted code. */
  verifyDisableSms(code: string): Promise<void>;
  verifyEnrollment(code: string): Promise<void>;
  disable(code: string): Promise<void>;
  reset(): void;
}
