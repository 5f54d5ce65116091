import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** What a WebAuthn credential is for. */
export type CredentialPurpose = 'passkey' | 'mfa';
/** Ceremony kinds a challenge is bound to (a registration challenge cannot sign in). */
export type ChallengeKind = 'register-passkey' | 'login-passkey' | 'register-mfa' | 'verify-mfa' | 'disable-mfa';

/** Lifetime of a ceremony challenge: 2 minutes (the browser's own timeout is 60 s). */
export const CHALLENGE_TTL_MS = 120_000;

/** Stores a fresh challenge for one ceremony. */
export async function saveChallenge(db: Db, challenge: string, kind: ChallengeKind, userId: string | null, now = Date.now()): Promise<void> {
  // Expired challenges are swept on the way, so the table never grows.
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', new Date(now)).execute();
  await db.insertInto('webauthn_challenges').values({ challenge, kind, user_id: userId, expires_at: new Date(now + CHALLENGE_TTL_MS) }).execute();
}

/**
 * Takes a challenge out of the store: single use (deleted in the same statement), unexpired, of the given kind and,
 * when `userId` is given, issued to that user. Returns the owner (null for a login challenge), or undefined.
 */
export async function consumeChallenge(db: Db, challenge: string, kind: ChallengeKind, userId?: string, now = Date.now()): Promise<{ userId: string | null } | undefined> {
  let q = db.deleteFrom('webauthn_challenges').where('challenge', '=', challenge).where('kind', '=', kind).where('expires_at', '>', new Date(now));
  if (userId) q = q.where('user_id', '=', userId);
  const row = await q.returning('user_id').executeTakeFirst();
  return row ? { userId: row.user_id } : undefined;
}

/** The user's credentials of one purpose, oldest first. */
export const listCredentials = (db: Db, userId: string, purpose: CredentialPurpose) =>
  db.selectFrom('webauthn_credentials').selectAll().where('user_id', '=', userId).where('purpose', '=', purpose).orderBy('created_at').execute();

/** A credential by the id the authenticator reports. */
export const findCredential = (db: Db, credentialId: string) =>
  db.selectFrom('webauthn_credentials').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();

/** Stores a verified new credential. */
export async function insertCredential(db: Db, row: { userId: string; purpose: CredentialPurpose; credentialId: string; publicKey: string; counter: number; transports: string[]; deviceType: 'Platform' | 'CrossPlatform'; deviceName: string }) {
  return db.insertInto('webauthn_credentials').values({
    id: crypto.randomUUID(), user_id: row.userId, purpose: row.purpose, credential_id: row.credentialId, public_key: row.publicKey,
    counter: row.counter, transports: row.transports.join(','), device_type: row.deviceType, device_name: row.deviceName,
  }).returningAll().executeTakeFirstOrThrow();
}

/**
 * Records a use: the new signature counter and the time. The update only happens while the stored counter is still
 * below the new one (or both are 0, for authenticators without a counter), so two racing assertions cannot both pass.
 */
export async function recordUse(db: Db, id: string, counter: number): Promise<boolean> {
  const q = db.updateTable('webauthn_credentials').set({ counter, last_used_at: sql`now()` }).where('id', '=', id);
  const res = await (counter === 0 ? q.where('counter', '=', 0) : q.where('counter', '<', counter)).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Removes one of the user's credentials; false when it is not theirs. */
export async function deleteCredential(db: Db, userId: string, id: string, purpose: CredentialPurpose): Promise<boolean> {
  const res = await db.deleteFrom('webauthn_credentials').where('id', '=', id).where('user_id', '=', userId).where('purpose', '=', purpose).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
