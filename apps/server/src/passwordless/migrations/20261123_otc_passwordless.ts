import { sql, type Kysely } from 'kysely';

/** One-time codes and links of passwordless login and phone changes; only hashes are stored. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('otc_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vendor_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    // login-code | login-sms | magic-link | phone-set | phone-reset | phone-change
    .addColumn('purpose', 'text', (c) => c.notNull())
    // SHA-256 of the link / otcToken / reset token the client holds; null when the challenge is found by user.
    .addColumn('lookup_hash', 'text', (c) => c.unique())
    // HMAC of the typed code (keyed by the server secret, salted by id); null for links.
    .addColumn('code_hash', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('otc_challenges_user_idx').on('otc_challenges').columns(['user_id', 'purpose', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('otc_challenges').execute();
}
