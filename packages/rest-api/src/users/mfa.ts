import type { ApiClient } from '../core/client';
import { request, type CallOptions } from '../core/request';
import { USERS_V1, segment } from './paths';
import type {
  MfaDevices,
  MfaQrCode,
  MfaRecoveryCode,
  MfaTokenRequest,
  MfaWebAuthnDisableChallenge,
  MfaWebAuthnDisableVerifyRequest,
  MfaWebAuthnEnrollResponse,
  MfaWebAuthnEnrollVerifyRequest,
  OtcChallenge,
  OtcVerifyRequest,
  PhoneNumberRequest,
} from './types';

// MFA management of the signed-in user (the calls during login are in auth/login-mfa.ts).
const MFA = `${USERS_V1}/mfa`;
// Calls with a device id are async so that a refused id rejects the promise instead of throwing.

/** POST /users/v1/mfa/enroll: starts authenticator-app enrolment; returns the QR code. */
export function mfaEnroll(client: ApiClient, options?: CallOptions): Promise<MfaQrCode> {
  return request<MfaQrCode>(client, { method: 'POST', path: `${MFA}/enroll`, signal: options?.signal });
}

/** POST /users/v1/mfa/enroll/verify: completes enrolment with a code; returns the recovery code. */
export function mfaEnrollVerify(client: ApiClient, body: MfaTokenRequest, options?: CallOptions): Promise<MfaRecoveryCode> {
  return request<MfaRecoveryCode>(client, { method: 'POST', path: `${MFA}/enroll/verify`, body, signal: options?.signal });
}

/** POST /users/v1/mfa/disable: disables MFA with an authenticator or recovery code. */
export function mfaDisable(client: ApiClient, body: MfaTokenRequest, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'POST', path: `${MFA}/disable`, body, signal: options?.signal });
}

/** GET /users/v1/mfa/devices: the user's MFA devices by kind. */
export function getMfaDevices(client: ApiClient, options?: CallOptions): Promise<MfaDevices> {
  return request<MfaDevices>(client, { method: 'GET', path: `${MFA}/devices`, signal: options?.signal });
}

/** POST /users/v1/mfa/authenticator/enroll: starts enrolling an authenticator app; returns the QR code. */
export function mfaAuthenticatorEnroll(client: ApiClient, options?: CallOptions): Promise<MfaQrCode> {
  return request<MfaQrCode>(client, { method: 'POST', path: `${MFA}/authenticator/enroll`, signal: options?.signal });
}

/** POST /users/v1/mfa/authenticator/enroll/verify: completes the authenticator enrolment; returns the recovery code. */
export function mfaAuthenticatorEnrollVerify(client: ApiClient, body: MfaTokenRequest, options?: CallOptions): Promise<MfaRecoveryCode> {
  return request<MfaRecoveryCode>(client, { method: 'POST', path: `${MFA}/authenticator/enroll/verify`, body, signal: options?.signal });
}

/** POST /users/v1/mfa/authenticator/{deviceId}/disable/verify: removes an authenticator app with one of its codes. */
export async function mfaAuthenticatorDisable(client: ApiClient, deviceId: string, body: MfaTokenRequest, options?: CallOptions): Promise<void> {
  const path = `${MFA}/authenticator/${segment(deviceId, 'deviceId')}/disable/verify`;
  return request<void>(client, { method: 'POST', path, body, signal: options?.signal });
}

/** POST /users/v1/mfa/sms/enroll: starts enrolling a phone for SMS codes. */
export function mfaSmsEnroll(client: ApiClient, body: PhoneNumberRequest, options?: CallOptions): Promise<OtcChallenge> {
  return request<OtcChallenge>(client, { method: 'POST', path: `${MFA}/sms/enroll`, body, signal: options?.signal });
}

/** POST /users/v1/mfa/sms/enroll/verify: completes the SMS enrolment; returns the recovery code. */
export function mfaSmsEnrollVerify(client: ApiClient, body: OtcVerifyRequest, options?: CallOptions): Promise<MfaRecoveryCode> {
  return request<MfaRecoveryCode>(client, { method: 'POST', path: `${MFA}/sms/enroll/verify`, body, signal: options?.signal });
}

/** POST /users/v1/mfa/sms/{deviceId}/disable: starts removing an SMS device (a code is sent to it). */
export async function mfaSmsDisable(client: ApiClient, deviceId: string, options?: CallOptions): Promise<OtcChallenge> {
  const path = `${MFA}/sms/${segment(deviceId, 'deviceId')}/disable`;
  return request<OtcChallenge>(client, { method: 'POST', path, signal: options?.signal });
}

/** POST /users/v1/mfa/sms/{deviceId}/disable/verify: removes the SMS device with the code. */
export async function mfaSmsDisableVerify(client: ApiClient, deviceId: string, body: OtcVerifyRequest, options?: CallOptions): Promise<void> {
  const path = `${MFA}/sms/${segment(deviceId, 'deviceId')}/disable/verify`;
  return request<void>(client, { method: 'POST', path, body, signal: options?.signal });
}

/** POST /users/v1/mfa/webauthn/enroll: starts enrolling a security key or platform authenticator. */
export function mfaWebAuthnEnroll(client: ApiClient, options?: CallOptions): Promise<MfaWebAuthnEnrollResponse> {
  return request<MfaWebAuthnEnrollResponse>(client, { method: 'POST', path: `${MFA}/webauthn/enroll`, signal: options?.signal });
}

/** POST /users/v1/mfa/webauthn/enroll/verify: completes the WebAuthn enrolment with the new credential. */
export function mfaWebAuthnEnrollVerify(
  client: ApiClient,
  body: MfaWebAuthnEnrollVerifyRequest,
  options?: CallOptions,
): Promise<MfaRecoveryCode> {
  return request<MfaRecoveryCode>(client, { method: 'POST', path: `${MFA}/webauthn/enroll/verify`, body, signal: options?.signal });
}

/** POST /users/v1/mfa/webauthn/{deviceId}/disable: starts removing a WebAuthn MFA device; answers request options for it. */
export async function mfaWebAuthnDisableStart(client: ApiClient, deviceId: string, options?: CallOptions): Promise<MfaWebAuthnDisableChallenge> {
  const path = `${MFA}/webauthn/${segment(deviceId, 'deviceId')}/disable`;
  return request<MfaWebAuthnDisableChallenge>(client, { method: 'POST', path, signal: options?.signal });
}

/**
 * POST /users/v1/mfa/webauthn/{deviceId}/disable/verify: removes the device with its assertion (answering
 * {@link mfaWebAuthnDisableStart}), or, with an empty body, under a step-up of the last 5 minutes.
 */
export async function mfaWebAuthnDisableVerify(client: ApiClient, deviceId: string, body: MfaWebAuthnDisableVerifyRequest, options?: CallOptions): Promise<void> {
  const path = `${MFA}/webauthn/${segment(deviceId, 'deviceId')}/disable/verify`;
  return request<void>(client, { method: 'POST', path, body, signal: options?.signal });
}

/** Removes a WebAuthn MFA device in one call, under a step-up of the last 5 minutes (no assertion of the key). */
export async function mfaWebAuthnDisable(client: ApiClient, deviceId: string, options?: CallOptions): Promise<void> {
  return mfaWebAuthnDisableVerify(client, deviceId, {}, options);
}
