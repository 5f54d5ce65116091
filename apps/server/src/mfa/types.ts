/** MFA strategies as the spec names them (Â§3); this module implements AuthenticatorApp, EmailCode, SMS and WebAuthn. */
export type MfaStrategy = 'AuthenticatorApp' | 'WebAuthnPlatform' | 'WebAuthnCrossPlatform' | 'SMS' | 'EmailCode';

/** How strongly the tenant policy enforces MFA. */
export type EnforceMfaType = 'DontForce' | 'Force' | 'ForceExceptSAML';

/** The MFA security policy (spec §3 "Security policies: MFA"). */
export interface MfaPolicy {
  /** @default 'DontForce' */
  enforceMFAType: EnforceMfaType;
  /** Whether the user may skip MFA on a remembered device. @default false */
  allowRememberMe: boolean;
  /** Lifetime of a remembered device in seconds. @default 1209600 (14 days) */
  mfaDeviceExpiration: number;
}

/** Which factors the user has finished enrolling. */
export interface EnrolledFactors {
  authenticator: boolean;
  email: boolean;
  /** At least one verified SMS device (optional: callers that predate SMS leave it out). */
  sms?: boolean;
  /** WebAuthn MFA credentials by authenticator kind. */
  webAuthnPlatform?: boolean;
  webAuthnCrossPlatform?: boolean;
}

/** Milliseconds since the epoch; injectable so expiry is testable. */
export type Clock = () => number;

/** What the login call must do about MFA. */
export type LoginMfaOutcome =
  | { kind: 'none' }
  | { kind: 'verify'; factors: MfaStrategy[]; allowRememberMe: boolean; mfaDeviceExpiration: number }
  | { kind: 'enroll'; allowedStrategies: MfaStrategy[] };

/** What an mfaToken allows: answering a challenge, or enrolling a first factor under forced MFA. */
export type MfaTokenStep = 'verify' | 'enroll';

/** The verified content of an mfaToken. */
export interface MfaTokenClaims {
  userId: string;
  tenantId: string;
  step: MfaTokenStep;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Issue time, seconds since the epoch (tokens issued before a lock-out are void). */
  iat: number;
  /** Unique id: failed attempts are counted per token. */
  jti: string;
  /** Step-up only: the weaker session being stepped up, revoked once the second factor passed. */
  sid?: string;
  /** What the first step proved (`pwd`, `email`, `sms`, `hwk`, `social`, `saml`, `oidc`): the session's amr starts with it. */
  amr?: string[];
}

/** A pending e-mail/SMS one-time code as stored (the code itself is never stored). */
export interface EmailCodeChallenge {
  /** Random id that salts the hash and can key the stored row. */
  id: string;
  codeHash: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** Failed attempts so far. */
  attempts: number;
  used: boolean;
}

/** A remembered device as stored (the token itself lives only in the user's cookie). */
export interface RememberedDevice {
  tokenHash: string;
  userId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}
