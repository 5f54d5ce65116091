import { sql } from 'kysely';
import type { Db } from './connect';
import { runLater } from '../http/background';
import { PREPARE } from './prepared';

/**
 * Takes one hit from the fixed window `key` (`limit` hits per `windowSeconds`) in one atomic statement, so parallel
 * requests and several server instances can never exceed the limit.
 * @returns the hit count including this one, or null when the window is already full (nothing is counted then)
 */
export async function takeHit(db: Db, key: string, limit: number, windowSeconds: number): Promise<number | null> {
  // Now and then, drop windows a day old (no limit here is longer than an hour; voided mfaTokens live 5 minutes).
  if (Math.random() < 0.01) runLater('rate-limit prune', () => db.deleteFrom('rate_limits').where('window_start', '<', new Date(Date.now() - 86_400_000)).execute());
  const { rows } = await sql<{ hits: number }>`${sql.raw(PREPARE)}
    insert into rate_limits as r (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when r.window_start <= now() - ${windowSeconds}::int * interval '1 second' then 1 else r.hits + 1 end,
      window_start = case when r.window_start <= now() - ${windowSeconds}::int * interval '1 second' then now() else r.window_start end
    where r.window_start <= now() - ${windowSeconds}::int * interval '1 second' or r.hits < ${limit}::int
    returning r.hits`.execute(db);
  return rows[0] ? Number(rows[0].hits) : null;
}

/** Gives back a hit taken by {@link takeHit} (the attempt succeeded or was never made). */
export async function returnHit(db: Db, key: string): Promise<void> {
  await db.updateTable('rate_limits').set({ hits: sql`greatest(hits - 1, 0)` }).where('key', '=', key).execute();
}

/** Seconds until the current window of `key` (`windowSeconds` long) ends: what a refusal's `Retry-After` says (at least 1). */
export async function windowEndsIn(db: Db, key: string, windowSeconds: number): Promise<number> {
  const row = await db.selectFrom('rate_limits').select('window_start').where('key', '=', key).executeTakeFirst();
  const ends = row ? row.window_start.getTime() + windowSeconds * 1000 : Date.now();
  return Math.max(1, Math.ceil((ends - Date.now()) / 1000));
}

/** Forgets `key`'s window (a cooldown that ended early, a destination that was not texted after all). */
export async function clearHits(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Records that `key`'s limit was reached now (read back by {@link trippedAt}). */
export async function markTripped(db: Db, key: string): Promise<void> {
  await db.updateTable('rate_limits').set({ tripped_at: sql`now()` }).where('key', '=', key).execute();
}

/** When `key`'s limit was last reached, if ever. */
export async function trippedAt(db: Db, key: string): Promise<Date | null> {
  const row = await db.selectFrom('rate_limits').select('tripped_at').where('key', '=', key).executeTakeFirst();
  return row?.tripped_at ?? null;
}
