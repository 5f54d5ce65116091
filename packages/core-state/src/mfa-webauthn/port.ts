import type { LoginResponse } from '../api/types';
import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyRegistration, PasskeyRequestOptions } from '../passkeys/types';

/** Kind of WebAuthn authenticator: built into the device, or a security key. */
export type WebAuthnKind = 'Platform' | 'CrossPlatform';
/** Creation options plus the token that ties the answer to them. */
export interface WebAuthnMfaEnrolment { options: PasskeyCreationOptions; webauthnToken: string }
/** Request options for one enrolled device. */
export interface WebAuthnMfaChallenge { options: PasskeyRequestOptions; webauthnToken?: string }

/** The WebAuthn MFA calls of the {@link import('../api/types').PorticoApi} port: at login (with the mfaToken) and in the profile. */
export interface WebAuthnMfaPort {
  /** Forced enrolment during login: creation options. */
  enrollLoginWebAuthn(body: { mfaToken: string }): Promise<WebAuthnMfaEnrolment>;
  /** Forced enrolment during login: the new credential; signs in (the answer carries the recovery code). */
  verifyLoginWebAuthnEnrollment(body: { mfaToken: string; webauthnToken: string; deviceType: WebAuthnKind; options: PasskeyRegistration }): Promise<LoginResponse>;
  /** Login or step-up: request options for an enrolled device. */
  webAuthnMfaOptions(deviceId: string, body: { mfaToken: string }): Promise<WebAuthnMfaChallenge>;
  /** Login or step-up: the signed assertion; signs in. */
  verifyWebAuthnMfa(deviceId: string, body: { mfaToken: string; webauthnToken?: string; options: PasskeyAssertion; rememberDevice?: boolean }): Promise<LoginResponse>;
  /** Profile: creation options for a new security key or platform authenticator. */
  enrollWebAuthnMfa(): Promise<WebAuthnMfaEnrolment>;
  /** Profile: the new credential; answers the recovery code. */
  verifyWebAuthnMfaEnrollment(body: { webauthnToken: string; deviceType: WebAuthnKind; options: PasskeyRegistration }): Promise<{ recoveryCode?: string }>;
  /** Profile: removes a WebAuthn MFA device in one call (needs a step-up of the last 5 minutes). */
  disableWebAuthnMfa(deviceId: string): Promise<void>;
  /** Profile, removal in two steps: request options for the device being removed. */
  disableWebAuthnMfaOptions(deviceId: string): Promise<WebAuthnMfaChallenge>;
  /** Profile, removal in two steps: that device's signed assertion; removes it (no step-up needed). */
  verifyWebAuthnMfaDisable(deviceId: string, body: { webauthnToken?: string; options: PasskeyAssertion }): Promise<void>;
}
