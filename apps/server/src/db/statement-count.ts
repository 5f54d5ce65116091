import { AsyncLocalStorage } from 'node:async_hooks';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import { isOffRequestPath } from '../http/background';

/** What the database did for one request: statements (begin and commit included) and rows touched (returned + affected). */
export interface Cost {
  statements: number;
  rows: number;
  /** The statements' SQL in order, first line clipped, to show what changed when a budget is exceeded. */
  sql: string[];
}

/** A request's cost on its path, and the work it left to run after the response (`runLater`), counted apart. */
export interface RequestCost extends Cost {
  background: Cost;
}

const empty = (): Cost => ({ statements: 0, rows: 0, sql: [] });

/**
 * Counts the statements and rows each request costs at the driver boundary (the cost guard's instrument). A database
 * opened without one ({@link import('./connect').DbTarget}) has no wrapper at all; with one, a statement counts only
 * when it runs inside a request handler ({@link request}) while {@link measure} is open, so migrations, timers and the
 * test's own reads never count.
 */
export class StatementCounter {
  readonly #inRequest = new AsyncLocalStorage<true>();
  #tally: RequestCost | undefined;

  /** Runs a request handler so that the statements it (and what it awaits) runs are counted. */
  request<T>(handle: () => T): T {
    return this.#inRequest.run(true, handle);
  }

  /** Opens a measurement: the statements of requests from now until {@link stop} add to it. */
  start(): void {
    if (this.#tally) throw new Error('one measurement at a time: a request cannot be attributed otherwise');
    this.#tally = { ...empty(), background: empty() };
  }

  /** Waits for background work (`settled`), closes the measurement and returns what it counted. */
  async stop(settled: () => Promise<void>): Promise<RequestCost> {
    const tally = this.#tally;
    if (!tally) throw new Error('no measurement open');
    try {
      await settled();
    } finally {
      this.#tally = undefined;
    }
    return tally;
  }

  /** The cost of the requests `send` makes, one at a time; background work is waited for and counted apart. */
  async measure(send: () => Promise<unknown>, settled: () => Promise<void>): Promise<RequestCost> {
    this.start();
    await send().catch(async (e: unknown) => {
      await this.stop(settled);
      throw e;
    });
    return this.stop(settled);
  }

  /** The dialect with every connection's statements counted. */
  wrap(dialect: Dialect): Dialect {
    const count = (query: CompiledQuery, result: QueryResult<unknown> | undefined) => this.#count(query, result);
    return {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => new CountingDriver(dialect.createDriver(), count),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
    };
  }

  #count(query: CompiledQuery, result: QueryResult<unknown> | undefined): void {
    const tally = this.#tally;
    if (!tally || !this.#inRequest.getStore()) return;
    const into = isOffRequestPath() ? tally.background : tally;
    into.statements++;
    // Both drivers report affected rows only for a top-level insert/update/delete (PGlite: 0 otherwise), so the sum agrees.
    into.rows += (result?.rows.length ?? 0) + Number(result?.numAffectedRows ?? 0);
    into.sql.push(query.sql.replace(/\s+/g, ' ').trim().slice(0, 160));
  }
}

type Count = (query: CompiledQuery, result: QueryResult<unknown> | undefined) => void;

/** A driver whose connections report each statement (failed ones too) after it ran. */
class CountingDriver implements Driver {
  readonly #originals = new WeakMap<DatabaseConnection, DatabaseConnection>();
  readonly #wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
  readonly savepoint?: Driver['savepoint'];
  readonly rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  readonly releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(private readonly inner: Driver, private readonly count: Count) {
    // Kysely checks these optional methods' presence, so they exist here only when the wrapped driver has them.
    if (inner.savepoint) this.savepoint = (c, name, compile) => inner.savepoint!(c, name, compile);
    if (inner.rollbackToSavepoint) this.rollbackToSavepoint = (c, name, compile) => inner.rollbackToSavepoint!(c, name, compile);
    if (inner.releaseSavepoint) this.releaseSavepoint = (c, name, compile) => inner.releaseSavepoint!(c, name, compile);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const original = await this.inner.acquireConnection();
    let wrapped = this.#wrapped.get(original);
    if (!wrapped) {
      const count = this.count;
      wrapped = {
        async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
          let result: QueryResult<R> | undefined;
          try {
            return (result = await original.executeQuery<R>(query));
          } finally {
            count(query, result);
          }
        },
        streamQuery: (query, chunkSize) => original.streamQuery(query, chunkSize),
      };
      this.#wrapped.set(original, wrapped);
      this.#originals.set(wrapped, original);
    }
    return wrapped;
  }

  // begin/commit/rollback run through the wrapped connection's executeQuery, so they count like any statement.
  beginTransaction(c: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(c, settings);
  }

  commitTransaction(c: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(c);
  }

  rollbackTransaction(c: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(c);
  }

  // The PostgreSQL driver releases a connection through a private member of the connection it handed out.
  releaseConnection(c: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(this.#originals.get(c) ?? c);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
