import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { PREPARE, preparedName } from './prepared';

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/**
 * Hot statements (those marked {@link PREPARE}) as named statements on PGlite's one session: parsed, described and
 * planned once, then each call is bind, describe, execute, sync. `PGlite.query` parses and describes every call
 * (≈ 0.9 ms against ≈ 0.3 ms for a refresh-sized statement here); values and rows go through PGlite's own serializers,
 * parsers and result reader, so answers are exactly `query`'s.
 */
class PreparedStatements {
  readonly #byText = new Map<string, { name: string; types: number[] }>();
  #seq = 0;
  constructor(private readonly pg: PGlite) {}

  run<R>(text: string, params: readonly unknown[]): Promise<Results<R>> {
    // Under PGlite's own query lock: no other caller's protocol messages between this statement's.
    return this.pg.runExclusive(async () => {
      const messages: Message[] = [];
      const send = async (m: Uint8Array) => messages.push(...(await this.pg.execProtocol(m, { syncToFs: false })).messages);
      try {
        let statement = this.#byText.get(text);
        if (!statement) {
          // A fresh name per attempt: a parse whose describe failed leaves its name taken.
          const name = `${preparedName(text)}_${++this.#seq}`;
          await send(protocol.serialize.parse({ name, text }));
          const described = await this.pg.execProtocol(protocol.serialize.describe({ type: 'S', name }), { syncToFs: false });
          statement = { name, types: parse.parseDescribeStatementResults(described.messages) };
          this.#byText.set(text, statement);
        }
        const types = statement.types;
        const values = params.map((v, i) => (v === null || v === undefined ? null : (this.pg.serializers[types[i]!]?.(v) ?? String(v))));
        await send(protocol.serialize.bind({ statement: statement.name, values }));
        await send(protocol.serialize.describe({ type: 'P' }));
        await send(protocol.serialize.execute({}));
      } finally {
        // After an error the server skips to the next sync; it always ends the statement.
        await this.pg.execProtocol(protocol.serialize.sync(), { syncToFs: false });
      }
      await this.pg.syncToFs();
      return parse.parseResults(messages, this.pg.parsers)[0] as Results<R>;
    });
  }
}

/** One PGlite connection; queries run on it one caller at a time. */
class PGliteConnection implements DatabaseConnection {
  readonly #prepared: PreparedStatements;
  constructor(private readonly pg: PGlite) {
    this.#prepared = new PreparedStatements(pg);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = query.sql.startsWith(PREPARE)
      ? await this.#prepared.run<R>(query.sql, query.parameters)
      : await this.pg.query<R>(query.sql, query.parameters as unknown[]);
    const affected = result.affectedRows;
    return affected !== undefined && query.query.kind !== 'SelectQueryNode'
      ? { rows: result.rows, numAffectedRows: BigInt(affected) }
      : { rows: result.rows };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}

/** PGlite has a single session, so a mutex hands the connection to one transaction or query at a time. */
class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(private readonly pg: PGlite, private readonly onClosed?: () => void) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((r) => (release = r));
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.pg.close();
    this.onClosed?.();
  }
}

/** Kysely dialect over an embedded PGlite instance (same SQL as PostgreSQL); `onClosed` runs once `destroy()` closed it. */
export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite, private readonly onClosed?: () => void) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg, this.onClosed);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
