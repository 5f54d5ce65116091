import type { Generated } from 'kysely';
import type { Timestamp } from '../db/columns';

export interface MfaAuthenticatorTable {
  id: string;
  user_id: string;
  kind: string;
  secret: string;
  verified: boolean;
  last_used_step: number | null;
  created_at: Timestamp;
  /** SMS devices only (kind 'sms'): the phone codes are texted to. */
  phone_number?: string | null;
}

export interface RecoveryCodeTable {
  code_hash: string;
  user_id: string;
  used_at: Date | null;
  created_at: Timestamp;
}

export interface RememberedDeviceTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface MfaEmailCodeTable {
  id: string;
  user_id: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used: Generated<boolean>;
  created_at: Timestamp;
}

/** The mfa-store module's tables (db/schema.ts composes every module's into `Database`). */
export interface MfaStoreTables {
  mfa_authenticators: MfaAuthenticatorTable;
  recovery_codes: RecoveryCodeTable;
  remembered_devices: RememberedDeviceTable;
  mfa_email_codes: MfaEmailCodeTable;
}
