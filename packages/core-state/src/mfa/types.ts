import type { MfaDevices, MfaStrategy } from '../api/types';

/** MFA steps, exactly as product-spec §4 names them. */
export type MfaStep =
  | 'verify'
  | 'recoveryCode'
  | 'authenticatorApp'
  | 'smsSetPhoneNumber'
  | 'smsVerifyCode'
  | 'emailVerifyCode'
  | 'noMFAEnrolledStepUp'
  /** WebAuthn (platform authenticator or security key): verify, or enrol when `enrolling`. Not named in the spec's list. */
  | 'webAuthn';

/** Method a user may pick on the choose-method (`verify`) step. */
export type MfaMethod = 'authenticatorApp' | 'emailVerifyCode' | 'smsVerifyCode' | 'recoveryCode' | 'webAuthn';

/** MFA part of the login and step-up states. */
export interface MfaState {
  step: MfaStep;
  mfaToken: string;
  /** True when MFA is forced and the user enrols a first factor. */
  enrolling: boolean;
  /** Factors offered: enrolled kinds when verifying, allowed strategies when enrolling. */
  factors: MfaStrategy[];
  devices?: MfaDevices;
  allowRememberDevice: boolean;
  /** Days a remembered device stays trusted. */
  rememberDeviceDays?: number;
  enrollment?: { qrCodeUri?: string; secret?: string; recoveryCode?: string };
  /** Ties an e-mailed code to its challenge (from `sendEmailCode`). */
  otcToken?: string;
  /** SMS: where the last code went (masked at login). */
  phoneNumber?: string;
  /** When the last e-mail or SMS code was sent (ms since epoch); drives the resend countdown. */
  codeSentAt?: number;
}
