import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Start a hot statement's SQL with this comment to run it as a named prepared statement on PostgreSQL: the server
 * then parses and plans it once per connection instead of on every call (planning the refresh statement cost more
 * than running it). PGlite reads it as a comment (its query API has no named statements).
 */
export const PREPARE = '/* prepare */';

const names = new Map<string, string>();
/** Statement name derived from the text, so one name never means two statements. */
export const preparedName = (text: string): string => {
  let name = names.get(text);
  if (!name) names.set(text, (name = `p_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`));
  return name;
};

type Query = (...args: unknown[]) => unknown;

/** pg client that prepares statements marked with {@link PREPARE} (the name is a hash of the text, so it never clashes). */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const query = super.query as unknown as Query;
    if (typeof text === 'string' && text.startsWith(PREPARE) && (values === undefined || Array.isArray(values)) && args.length <= 2) {
      return query.call(this, { name: preparedName(text), text, values }) as never;
    }
    return query.apply(this, args) as never;
  }
}
