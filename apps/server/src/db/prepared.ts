import { createHash } from 'node:crypto';
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * Start a hot statement's SQL with this comment to run it as a named prepared statement on PostgreSQL: the server
 * then parses and plans it once per connection instead of on every call (planning the refresh statement cost more
 * than running it). On PGlite the dialect runs it as a named statement over the wire protocol (pglite-dialect.ts).
 */
export const PREPARE = '/* prepare */';

const names = new Map<string, string>();
/** Statement name derived from the text, so one name never means two statements. */
export const preparedName = (text: string): string => {
  let name = names.get(text);
  if (!name) names.set(text, (name = `p_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`));
  return name;
};

/**
 * Runs a statement written with Kysely's builder as a named prepared statement ({@link PREPARE}): for reads of a hot
 * path that are plain builder queries (on PostgreSQL each one was parsed and planned again on every call). Only for a
 * fixed shape: the text names the statement, so a query whose SQL varies per call would prepare one per variant.
 */
export async function runPrepared<O>(db: Pick<Kysely<never>, 'executeQuery'>, query: Compilable<O>): Promise<O[]> {
  const compiled = query.compile();
  return (await db.executeQuery<O>(CompiledQuery.raw(`${PREPARE}\n${compiled.sql}`, [...compiled.parameters]))).rows;
}
