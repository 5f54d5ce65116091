import pg from 'pg';
import { PREPARE, preparedName } from './prepared';

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
