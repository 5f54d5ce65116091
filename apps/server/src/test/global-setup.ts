import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_HASH_COST } from './fixture';
import { buildSnapshot, SNAPSHOT_ENV } from './snapshot';

/** Vitest global setup: one migrated, seeded PGlite dump per run, loaded by every test server (see snapshot.ts). */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL || process.env[SNAPSHOT_ENV]) return undefined;
  const path = join(tmpdir(), `portico-test-db-${process.pid}-${Date.now()}.tar`);
  await writeFile(path, Buffer.from(await (await buildSnapshot(TEST_HASH_COST)).arrayBuffer()));
  process.env[SNAPSHOT_ENV] = path;
  return async () => {
    delete process.env[SNAPSHOT_ENV];
    await rm(path, { force: true });
  };
}
