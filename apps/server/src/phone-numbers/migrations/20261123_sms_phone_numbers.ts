import { sql, type Kysely } from 'kysely';

/** SMS MFA devices keep their phone on the MFA row; the user's verified phone numbers get their own table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mfa_authenticators').addColumn('phone_number', 'text').execute();
  await db.schema.createTable('user_phone_numbers')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_phone_numbers_user_phone', ['user_id', 'phone_number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_phone_numbers').execute();
  await db.schema.alterTable('mfa_authenticators').dropColumn('phone_number').execute();
}
