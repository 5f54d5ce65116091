import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import type pg from 'pg';
import { log } from '../http/log';
import type { Database } from './schema';
import { migrateToLatest, migrationNames, type Migrations } from './migrate';
import { PGliteDialect } from './pglite-dialect';
import { lockDataDir, type DataDirLock, type LockOwner } from './data-dir-lock';
import { copyTemplate, saveTemplate } from './pglite-template';
import type { StatementCounter } from './statement-count';

/** A migrated database handle. */
export type Db = Kysely<Database>;

/** Where the data lives: a PostgreSQL URL (optionally with a schema to use) or a PGlite directory / `memory://`. */
export interface DbTarget {
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to create and use (tests isolate suites this way). */
  schema?: string | undefined;
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests load one migrated, seeded database instead of running initdb each time). */
  loadDataDir?: Blob | undefined;
  /** Who the PGlite directory's lock file names (a server's port, or a tool); a directory on disk is always locked. */
  lockOwner?: LockOwner;
  /** Counts each request's statements (the cost guard); without one the driver is not wrapped at all. */
  counter?: StatementCounter | undefined;
  /**
   * The migrations to run (src/migrations.ts, collected from the module list). A promise lets an existing PGlite
   * directory start opening while the modules that declare them still load.
   */
  migrations: Migrations | Promise<Migrations>;
}

const counted = (dialect: Dialect, target: DbTarget): Dialect => (target.counter ? target.counter.wrap(dialect) : dialect);

const pgliteOfDb = new WeakMap<object, PGlite>();

/** The PGlite instance behind a handle, or undefined on PostgreSQL (used to dump a test snapshot). */
export function pgliteOf(db: Db): PGlite | undefined {
  return pgliteOfDb.get(db);
}

const lockOfDb = new WeakMap<object, DataDirLock>();

/** The data directory lock a handle holds (PGlite on disk), released by `db.destroy()` or at process exit. */
export function dataDirLockOf(db: Db): DataDirLock | undefined {
  return lockOfDb.get(db);
}

const SCHEMA_LOCK = 730_117;

// The PostgreSQL driver loads only for PostgreSQL (PGlite start-up skips it).
const loadPg = async (): Promise<typeof pg> => (await import('pg')).default;

async function withSchemaLock<T>(databaseUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const { Client } = await loadPg();
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await work(admin);
  } finally {
    await admin.end(); // ending the session releases the lock
  }
}

/** Drops a schema made by {@link openDatabase} (test isolation), never while another schema is being migrated. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
  await withSchemaLock(databaseUrl, (admin) => admin.query(`drop schema if exists ${schema} cascade`));
}

/** Opens the database (PGlite by default, PostgreSQL when a URL is given) and migrates it. */
export async function openDatabase(target: DbTarget): Promise<Db> {
  if (!target.databaseUrl) return openPGlite(target);
  const schema = target.schema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
  const [{ Pool }, { PreparingClient }] = await Promise.all([loadPg(), import('./preparing-client')]);
  const pool = new Pool({ connectionString: target.databaseUrl, max: 10, connectionTimeoutMillis: 5000, Client: PreparingClient, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  // A connection dropped while idle (PostgreSQL restarted) is an event, not a crash: the pool opens new ones on demand.
  pool.on('error', (e) => log.warn({ code: (e as { code?: string }).code ?? e.message }, 'idle database connection lost; reconnecting on demand'));
  // A connection dropped while checked out: the query in flight fails (503); without a listener the client's own
  // 'error' event would end the process.
  pool.on('connect', (client) => client.on('error', (e) => log.warn({ code: (e as { code?: string }).code ?? e.message }, 'database connection lost during a query')));
  const db = new Kysely<Database>({ dialect: counted(new PostgresDialect({ pool }), target) });
  if (!schema) {
    await migrateToLatest(db as unknown as Kysely<unknown>, await target.migrations);
    return db;
  }
  // Kysely's migrator lists tables across all schemas; dropping a schema meanwhile breaks that listing, so schema
  // creation + migration and schema drops (dropSchema) take turns under one advisory lock.
  await withSchemaLock(target.databaseUrl, async (admin) => {
    await admin.query(`create schema if not exists ${schema}`);
    await migrateToLatest(db as unknown as Kysely<unknown>, await target.migrations, schema);
  });
  return db;
}

// Setting up initdb's 128 MB buffer pool costs about 0.4 s of every start. In memory the files already are memory
// (the pool only doubles them): 16 MB holds a test server's whole database (about 11 MB). On disk the operating
// system caches the files as well: 32 MB (4,096 pages) holds the hot part of an embedded install; larger ones belong
// on PostgreSQL (DATABASE_URL).
const IN_MEMORY_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
const ON_DISK_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** PGlite in memory or in a directory on disk, which this process locks first (data-dir-lock.ts). */
async function openPGlite(target: DbTarget): Promise<Db> {
  const dir = target.dataDir ?? 'memory://';
  const onDisk = !dir.startsWith('memory://');
  if (onDisk) mkdirSync(dir, { recursive: true });
  // Before anything reads or writes the files: one process per directory (data-dir-lock.ts).
  const lock = onDisk ? lockDataDir(resolve(dir), target.lockOwner) : undefined;
  try {
    // pg_trgm backs the audit log's text search index (PostgreSQL ships it in contrib).
    // A fresh directory starts from the migrated template when there is one (no initdb), and makes it when not.
    // Only a fresh directory waits for the migration list before PGlite opens: its template is keyed by the names.
    const empty = onDisk && !target.loadDataDir && !existsSync(join(dir, 'PG_VERSION'));
    const names = empty ? migrationNames(await target.migrations) : [];
    const copied = empty && (await copyTemplate(dir, names));
    const fresh = empty && !copied;
    const open = () => PGlite.create(dir, {
      extensions: { pg_trgm }, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}), startParams: onDisk ? ON_DISK_PARAMS : IN_MEMORY_PARAMS,
    });
    const kysely = (l: PGlite) => new Kysely<Database>({ dialect: counted(new PGliteDialect(l, lock?.release), target) });
    let lite = await open();
    let db = kysely(lite);
    // A copy of the template is migrated already (the template is keyed by this build's migration list).
    if (!copied) await migrateToLatest(db as unknown as Kysely<unknown>, await target.migrations);
    if (fresh) {
      // The template is taken from the cleanly closed directory (see pglite-template.ts), then the database reopens.
      await lite.close();
      saveTemplate(dir, names);
      lite = await open();
      db = kysely(lite);
    }
    pgliteOfDb.set(db, lite);
    if (lock) lockOfDb.set(db, lock);
    return db;
  } catch (e) {
    lock?.release();
    throw e;
  }
}
