import type { Generated } from 'kysely';

/** A WebAuthn credential: a passkey (signs in alone) or an MFA key (second factor only). */
export interface WebAuthnCredentialTable {
  id: string;
  user_id: string;
  purpose: 'passkey' | 'mfa';
  /** base64url credential id, as the browser reports it. */
  credential_id: string;
  /** base64url COSE public key. */
  public_key: string;
  counter: Generated<string | number>;
  /** Comma-separated transports. */
  transports: Generated<string>;
  device_type: 'Platform' | 'CrossPlatform';
  device_name: string;
  created_at: Generated<Date>;
  last_used_at: Date | null;
}

/** A pending WebAuthn ceremony challenge; deleted when used (single use). */
export interface WebAuthnChallengeTable {
  challenge: string;
  /** 'register-passkey' | 'login-passkey' | 'register-mfa' | 'verify-mfa' */
  kind: string;
  user_id: string | null;
  expires_at: Date;
}

/** The webauthn module's tables (db/schema.ts composes every module's into `Database`). */
export interface WebauthnTables {
  webauthn_credentials: WebAuthnCredentialTable;
  webauthn_challenges: WebAuthnChallengeTable;
}
