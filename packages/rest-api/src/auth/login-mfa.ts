import type { ApiClient } from '../core/client';
import { request, type CallOptions } from '../core/request';
import { segment } from '../users/paths';
import { toLoginResult } from './enrich';
import { LOGIN_MFA } from './paths';
import type {
  LoginMfaAuthenticatorEnrollVerifyRequest,
  LoginMfaAuthenticatorVerifyRequest,
  LoginMfaCodeChallenge,
  LoginMfaCodeVerifyRequest,
  LoginMfaQrCode,
  LoginMfaSmsEnrollRequest,
  LoginMfaWebAuthnChallenge,
  LoginMfaWebAuthnEnrollResponse,
  LoginMfaWebAuthnEnrollVerifyRequest,
  LoginMfaWebAuthnVerifyRequest,
  LoginResult,
  MfaRecoverRequest,
  MfaVerifyRequest,
  PendingMfaRequest,
  TokenResponse,
} from './types';

// MFA steps of a pending login (they carry its mfaToken); the signed-in user's MFA management is in users/mfa.ts.
// Calls with a device id are async so that a refused id rejects the promise instead of throwing.

/** Posts a step that completes the login, then enriches the tokens. */
async function complete(client: ApiClient, path: string, body: object, options?: CallOptions): Promise<LoginResult> {
  const response = await request<TokenResponse>(client, { method: 'POST', path, body, signal: options?.signal });
  return toLoginResult(client, response, options);
}

/** Posts a step that starts a challenge. */
function start<T>(client: ApiClient, path: string, body: object, options?: CallOptions): Promise<T> {
  return request<T>(client, { method: 'POST', path, body, signal: options?.signal });
}

/** POST /auth/v1/user/mfa/verify: completes a login that asked for MFA, with an authenticator code. */
export function mfaVerify(client: ApiClient, body: MfaVerifyRequest, options?: CallOptions): Promise<LoginResult> {
  return complete(client, `${LOGIN_MFA}/verify`, body, options);
}

/** POST /auth/v1/user/mfa/recover: disables MFA with the recovery code, so the user can log in again. */
export function mfaRecover(client: ApiClient, body: MfaRecoverRequest, options?: CallOptions): Promise<LoginResult> {
  return complete(client, `${LOGIN_MFA}/recover`, body, options);
}

/** POST /auth/v1/user/mfa/authenticator/enroll: forced enrolment during login; returns the QR code. */
export function loginMfaAuthenticatorEnroll(client: ApiClient, body: PendingMfaRequest, options?: CallOptions): Promise<LoginMfaQrCode> {
  return start<LoginMfaQrCode>(client, `${LOGIN_MFA}/authenticator/enroll`, body, options);
}

/** POST /auth/v1/user/mfa/authenticator/enroll/verify: completes the enrolment and the login. */
export function loginMfaAuthenticatorEnrollVerify(
  client: ApiClient,
  body: LoginMfaAuthenticatorEnrollVerifyRequest,
  options?: CallOptions,
): Promise<LoginResult> {
  return complete(client, `${LOGIN_MFA}/authenticator/enroll/verify`, body, options);
}

/** POST /auth/v1/user/mfa/authenticator/{deviceId}/verify: completes the login with an authenticator code. */
export async function loginMfaAuthenticatorVerify(
  client: ApiClient,
  deviceId: string,
  body: LoginMfaAuthenticatorVerifyRequest,
  options?: CallOptions,
): Promise<LoginResult> {
  return complete(client, `${LOGIN_MFA}/authenticator/${segment(deviceId, 'deviceId')}/verify`, body, options);
}

/** POST /auth/v1/user/mfa/sms/enroll: forced SMS enrolment during login; a code is sent. */
export function loginMfaSmsEnroll(client: ApiClient, body: LoginMfaSmsEnrollRequest, options?: CallOptions): Promise<LoginMfaCodeChallenge> {
  return start<LoginMfaCodeChallenge>(client, `${LOGIN_MFA}/sms/enroll`, body, options);
}

/** POST /auth/v1/user/mfa/sms/enroll/verify: completes the SMS enrolment and the login. */
export function loginMfaSmsEnrollVerify(client: ApiClient, body: LoginMfaCodeVerifyRequest, options?: CallOptions): Promise<LoginResult> {
  return complete(client, `${LOGIN_MFA}/sms/enroll/verify`, body, options);
}

/** POST /auth/v1/user/mfa/sms/{deviceId}: sends an SMS code to an enrolled phone. */
export async function loginMfaSmsPreVerify(
  client: ApiClient,
  deviceId: string,
  body: PendingMfaRequest,
  options?: CallOptions,
): Promise<LoginMfaCodeChallenge> {
  return start<LoginMfaCodeChallenge>(client, `${LOGIN_MFA}/sms/${segment(deviceId, 'deviceId')}`, body, options);
}

/** POST /auth/v1/user/mfa/sms/{deviceId}/verify: completes the login with the SMS code. */
export async function loginMfaSmsVerify(
  client: ApiClient,
  deviceId: string,
  body: LoginMfaCodeVerifyRequest,
  options?: CallOptions,
): Promise<LoginResult> {
  return complete(client, `${LOGIN_MFA}/sms/${segment(deviceId, 'deviceId')}/verify`, body, options);
}

/** POST /auth/v1/user/mfa/webauthn/enroll: forced WebAuthn enrolment during login; returns creation options. */
export function loginMfaWebAuthnEnroll(
  client: ApiClient,
  body: PendingMfaRequest,
  options?: CallOptions,
): Promise<LoginMfaWebAuthnEnrollResponse> {
  return start<LoginMfaWebAuthnEnrollResponse>(client, `${LOGIN_MFA}/webauthn/enroll`, body, options);
}

/** POST /auth/v1/user/mfa/webauthn/enroll/verify: completes the WebAuthn enrolment and the login. */
export function loginMfaWebAuthnEnrollVerify(
  client: ApiClient,
  body: LoginMfaWebAuthnEnrollVerifyRequest,
  options?: CallOptions,
): Promise<LoginResult> {
  return complete(client, `${LOGIN_MFA}/webauthn/enroll/verify`, body, options);
}

/** POST /auth/v1/user/mfa/webauthn/{deviceId}: request options for an enrolled WebAuthn device. */
export async function loginMfaWebAuthnPreVerify(
  client: ApiClient,
  deviceId: string,
  body: PendingMfaRequest,
  options?: CallOptions,
): Promise<LoginMfaWebAuthnChallenge> {
  return start<LoginMfaWebAuthnChallenge>(client, `${LOGIN_MFA}/webauthn/${segment(deviceId, 'deviceId')}`, body, options);
}

/** POST /auth/v1/user/mfa/webauthn/{deviceId}/verify: completes the login with the WebAuthn assertion. */
export async function loginMfaWebAuthnVerify(
  client: ApiClient,
  deviceId: string,
  body: LoginMfaWebAuthnVerifyRequest,
  options?: CallOptions,
): Promise<LoginResult> {
  return complete(client, `${LOGIN_MFA}/webauthn/${segment(deviceId, 'deviceId')}/verify`, body, options);
}

/** POST /auth/v1/user/mfa/emailcode: e-mails a one-time code for the pending login. */
export function loginMfaEmailCodePreVerify(client: ApiClient, body: PendingMfaRequest, options?: CallOptions): Promise<LoginMfaCodeChallenge> {
  return start<LoginMfaCodeChallenge>(client, `${LOGIN_MFA}/emailcode`, body, options);
}

/** POST /auth/v1/user/mfa/emailcode/verify: completes the login with the e-mailed code. */
export function loginMfaEmailCodeVerify(client: ApiClient, body: LoginMfaCodeVerifyRequest, options?: CallOptions): Promise<LoginResult> {
  return complete(client, `${LOGIN_MFA}/emailcode/verify`, body, options);
}
