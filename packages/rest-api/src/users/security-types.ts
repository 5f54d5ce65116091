// Request and response types of MFA, WebAuthn, temporary users, sessions and tokens (api-calls-and-errors.md §7.2).

/** Response of the MFA authenticator enrolment: the QR code as a base64 PNG. */
export interface MfaQrCode {
  qrCode: string;
  mfaToken?: string;
}

/** A one-time recovery code, shown once after MFA enrolment. */
export interface MfaRecoveryCode {
  recoveryCode: string;
}

/** An authenticator code (`token`) body. */
export interface MfaTokenRequest {
  token: string;
}

/** MFA devices of a user. */
export interface MfaDevices {
  webauthn: { id: string; deviceType?: WebAuthnDeviceType; name?: string }[];
  phones: { id: string; phoneNumber: string }[];
  authenticators: { id: string }[];
  emails: { email: string }[];
}

/** WebAuthn authenticator kinds. */
export type WebAuthnDeviceType = 'Platform' | 'CrossPlatform';

/** WebAuthn creation options in their JSON form (binary fields base64url). */
export interface WebAuthnCreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  pubKeyCredParams: { type: 'public-key'; alg: number }[];
  timeout?: number;
  excludeCredentials?: { id: string; type: 'public-key'; transports?: string[] }[];
  authenticatorSelection?: Record<string, unknown>;
  attestation?: string;
}

/** WebAuthn request options in their JSON form (binary fields base64url). */
export interface WebAuthnRequestOptions {
  challenge: string;
  rpId?: string;
  timeout?: number;
  allowCredentials?: { id: string; type: 'public-key'; transports?: string[] }[];
  userVerification?: string;
}

/** A registration credential (attestation) in its JSON form. */
export interface WebAuthnRegistrationCredential {
  id: string;
  rawId?: string;
  type?: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports?: string[] };
}

/** An authentication credential (assertion) in its JSON form. */
export interface WebAuthnAssertionCredential {
  id: string;
  rawId?: string;
  type?: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string | null };
}

/** Response of `mfaWebAuthnEnroll`. */
export interface MfaWebAuthnEnrollResponse {
  options: WebAuthnCreationOptions;
  webauthnToken: string;
}

/** Body of `mfaWebAuthnEnrollVerify`. */
export interface MfaWebAuthnEnrollVerifyRequest {
  webauthnToken: string;
  deviceType: WebAuthnDeviceType;
  options: WebAuthnRegistrationCredential;
}

/** Response of `mfaWebAuthnDisableStart`: request options for the key being removed, and the token tying the answer to them. */
export interface MfaWebAuthnDisableChallenge {
  options: WebAuthnRequestOptions;
  webauthnToken: string;
}

/** Body of `mfaWebAuthnDisableVerify`: the key's assertion, or nothing for the one-call removal under a recent step-up. */
export interface MfaWebAuthnDisableVerifyRequest {
  webauthnToken?: string;
  options?: WebAuthnAssertionCredential;
}

/** Body of `setTemporaryUser`. */
export interface SetTemporaryUserRequest {
  expirationInSeconds: number;
}

/** Response of `setTemporaryUser`. */
export interface TemporaryUser {
  temporaryExpirationDate: string;
}

/** Temporary users configuration (shape not shown by the spec). */
export interface TemporaryUsersConfig {
  enabled?: boolean;
  [setting: string]: unknown;
}

/** A login session. */
export interface Session {
  id: string;
  userAgent?: string;
  createdAt?: string;
  ipAddress?: string;
  current?: boolean;
}

/** Body of `revokeUserSessions`. */
export interface RevokeUserSessionsRequest {
  userId: string;
}

/** Session policy; timeouts in seconds. */
export interface SessionConfiguration {
  sessionConcurrentConfiguration?: { isActive: boolean; maxSessions?: number };
  sessionIdleTimeoutConfiguration?: { isActive: boolean; timeout?: number };
  sessionTimeoutConfiguration?: { isActive: boolean; timeout?: number };
}

/** An API or access token. `secret` is returned once, on creation. */
export interface ApiToken {
  id?: string;
  clientId?: string;
  secret?: string;
  description?: string;
  createdAt?: string;
  expires?: string | null;
  type?: 'accessToken' | 'clientCredentials';
  roleIds?: string[];
  tenantId?: string;
  createdByUserId?: string;
}

/** Friendly input of the token creation calls: expiry in days, `null`/absent for no expiry. */
export interface CreateTokenInput {
  description?: string;
  /** Whole or fractional days; sent as minutes (× 1440). `null` or absent: never expires. */
  expiresInDays?: number | null;
}

/** Friendly input of the tenant token creation calls. */
export interface CreateTenantTokenInput extends CreateTokenInput {
  roleIds?: string[];
}

/** Body the user token creation calls send. */
export interface CreateTokenBody {
  description?: string;
  /** `null`: never expires. */
  expiresInMinutes: number | null;
}

/** Body the tenant token creation calls send. */
export interface CreateTenantTokenBody extends CreateTokenBody {
  roleIds?: string[];
}

/** A registered WebAuthn (passkey) device. */
export interface WebAuthnDevice {
  id: string;
  deviceName?: string;
  deviceType?: WebAuthnDeviceType;
  createdAt?: string;
  lastUsedAt?: string;
}

/** Response of `listWebAuthnDevices`. */
export interface WebAuthnDevices {
  devices: WebAuthnDevice[];
}

/** Response of `createWebAuthnDevice`: options for `navigator.credentials.create`. */
export interface WebAuthnDeviceChallenge {
  options: WebAuthnCreationOptions;
}

/** Body of `verifyWebAuthnDevice`. */
export interface VerifyWebAuthnDeviceRequest extends WebAuthnRegistrationCredential {
  deviceType?: WebAuthnDeviceType;
}
