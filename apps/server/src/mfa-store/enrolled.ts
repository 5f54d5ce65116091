import { sql, type RawBuilder } from 'kysely';
import type { SqlBool } from 'kysely';

/**
 * SQL: whether the user `userId` (a column reference or value) has any second factor — a verified authenticator
 * app, SMS phone or e-mail code (mfa_authenticators), or a WebAuthn MFA credential (platform or security key).
 * Every "is this user MFA-enrolled" count uses it, so a user with only a phone or a security key counts.
 * @example sql`count(*) filter (where ${mfaEnrolledSql(sql.ref('u.id'))})`
 */
export const mfaEnrolledSql = (userId: RawBuilder<unknown> | ReturnType<typeof sql.ref>): RawBuilder<SqlBool> =>
  sql<SqlBool>`(exists (select 1 from mfa_authenticators m where m.user_id = ${userId} and m.verified)
    or exists (select 1 from webauthn_credentials w where w.user_id = ${userId} and w.purpose = 'mfa'))`;
