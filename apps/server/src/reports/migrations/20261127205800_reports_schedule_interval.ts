import { sql, type Kysely } from 'kysely';

/**
 * The period a report schedule names (`daily`, `weekly`, `monthly` or `custom`, as Frontegg's client sends it), stored
 * beside the cron it describes: only a known period, and only on a report that has a schedule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant_reports').addColumn('schedule_interval', 'text').execute();
  await sql`alter table tenant_reports add constraint tenant_reports_schedule_interval
    check (schedule_interval is null or (schedule is not null and schedule_interval in ('daily', 'weekly', 'monthly', 'custom')))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant_reports').dropColumn('schedule_interval').execute();
}
