import { sql, type Kysely } from 'kysely';

/**
 * The sign-in phone: the number an SMS login texts and resolves, stored only after a code texted to it was verified
 * (the profile's phone number stays free text). One account per number and vendor. Existing phone numbers are not
 * copied: none of them was proven, so those accounts get their SMS login codes by e-mail until they add the phone again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('sign_in_phone', 'text').execute();
  await sql`create unique index users_sign_in_phone on users (vendor_id, sign_in_phone) where sign_in_phone is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_sign_in_phone`.execute(db);
  await db.schema.alterTable('users').dropColumn('sign_in_phone').execute();
}
