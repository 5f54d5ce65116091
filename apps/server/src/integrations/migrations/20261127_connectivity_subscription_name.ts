import type { Kysely } from 'kysely';

/** E-mail and SMS subscriptions keep the name a client gives them (Frontegg's client names each one). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('connectivity_subscriptions').addColumn('name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('connectivity_subscriptions').dropColumn('name').execute();
}
