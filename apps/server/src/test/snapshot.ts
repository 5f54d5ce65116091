import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, pgliteOf } from '../db/connect';
import { backgroundSettled } from '../http/background';
import { MIGRATIONS } from '../migrations';

/** Env var naming the dump file that the test global setup wrote for this run. */
export const SNAPSHOT_ENV = 'PORTICO_TEST_PGLITE_SNAPSHOT';

/**
 * Migrates and seeds one in-memory PGlite and dumps it. Each test server then loads this dump instead of running initdb,
 * every migration and the seed again (about 2.5 s per test file on this machine).
 */
export async function buildSnapshot(hashCost: { memoryCost: number; timeCost: number; parallelism: number }): Promise<Blob> {
  const db = await openDatabase({ dataDir: 'memory://', migrations: MIGRATIONS });
  await createApp({ ...loadConfig({ NODE_ENV: 'test' }), hashCost, seed: true, dataDir: 'memory://' }, db);
  await backgroundSettled();
  // A checkpoint first: each server that loads the dump then starts with no write-ahead log to replay.
  await sql`checkpoint`.execute(db);
  const dump = await pgliteOf(db)!.dumpDataDir('none');
  await db.destroy();
  return dump;
}

/**
 * The dump's bytes as a Blob whose `arrayBuffer()` hands over a copy of them: Node's own Blob reads its 44 MB back in
 * chunks and joins them (about 0.5 s of every test server's start). PGlite reads the dump with `arrayBuffer()` only.
 */
class DumpBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }
  override get size(): number {
    return this.#bytes.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

// Read once per worker: test files share a worker's modules (vitest.config.ts), and the dump never changes in a run.
let read: { path: string; bytes: Promise<Uint8Array> } | undefined;

/** The run's snapshot, when the global setup made one (PGlite runs only; PostgreSQL runs use fresh schemas). */
export async function loadSnapshot(): Promise<Blob | undefined> {
  const path = process.env[SNAPSHOT_ENV];
  if (!path || process.env.TEST_DATABASE_URL) return undefined;
  if (read?.path !== path) read = { path, bytes: readFile(path).then((b) => new Uint8Array(b)) }; // a plain array: Buffer's slice() does not copy
  return new DumpBlob(await read.bytes);
}
