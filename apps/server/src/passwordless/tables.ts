import type { Generated } from 'kysely';
import type { Json } from '../db/columns';

/** A passwordless or phone one-time challenge (passwordless/challenges.ts); only hashes are kept. */
export interface OtcChallengeTable {
  id: string;
  vendor_id: string;
  user_id: string;
  purpose: string;
  lookup_hash: string | null;
  code_hash: string | null;
  data: Json<Record<string, unknown>>;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

/** The passwordless module's tables (db/schema.ts composes every module's into `Database`). */
export interface PasswordlessTables {
  otc_challenges: OtcChallengeTable;
}
