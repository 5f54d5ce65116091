import { sql, type RawBuilder } from 'kysely';
import type { SqlBool } from 'kysely';
import type { Db } from '../db/connect';

/**
 * SQL: whether the user `userId` (a column reference or value) has any second factor — a verified authenticator
 * app, SMS phone or e-mail code (mfa_authenticators), or a WebAuthn MFA credential (platform or security key).
 * Every "is this user MFA-enrolled" count uses it, so a user with only a phone or a security key counts.
 * @example sql`count(*) filter (where ${mfaEnrolledSql(sql.ref('u.id'))})`
 */
export const mfaEnrolledSql = (userId: RawBuilder<unknown> | ReturnType<typeof sql.ref>): RawBuilder<SqlBool> =>
  sql<SqlBool>`(exists (select 1 from mfa_authenticators m where m.user_id = ${userId} and m.verified)
    or exists (select 1 from webauthn_credentials w where w.user_id = ${userId} and w.purpose = 'mfa'))`;

/** Whether the user has any second factor (see {@link mfaEnrolledSql}). */
export async function hasMfaFactor(db: Db, userId: string): Promise<boolean> {
  const { rows } = await sql<{ enrolled: boolean }>`select ${mfaEnrolledSql(sql`${userId}::uuid`)} as enrolled`.execute(db);
  return rows[0]?.enrolled === true;
}

/** After a factor is removed: with none of any kind left MFA is off, so recovery codes and remembered devices go too. */
export async function endMfaIfNoFactorLeft(db: Db, userId: string): Promise<void> {
  if (await hasMfaFactor(db, userId)) return;
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('remembered_devices').where('user_id', '=', userId).execute();
}
