import { sql } from 'kysely';
import type { Db } from './connect';

/**
 * Runs start-up work (vendor row, catalogue, keys, seed) while holding a PostgreSQL advisory lock per schema, so
 * instances started together do it one after another instead of racing. PGlite (one process) runs it as is.
 */
export async function withStartupLock<T>(db: Db, postgres: boolean, work: () => Promise<T>): Promise<T> {
  if (!postgres) return work();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext('portico-startup:' || current_schema()))`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('portico-startup:' || current_schema()))`.execute(conn);
    }
  });
}
