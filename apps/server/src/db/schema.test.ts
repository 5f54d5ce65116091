import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../migrations';
import { loadSnapshot } from '../test/snapshot';
import { openDatabase, type Db } from './connect';

// Each module declares its tables in `<module>/tables.ts` as one `<Module>Tables` interface; db/schema.ts composes them.
const src = fileURLToPath(new URL('..', import.meta.url));
const owners = readdirSync(src).filter((f) => existsSync(`${src}/${f}/tables.ts`)).sort();
/** The tables a module's `<Module>Tables` interface names (read from the source: types are gone at runtime). */
const declared = (folder: string): string[] => {
  const body = /export interface \w+Tables \{\n([^}]*)\}/.exec(readFileSync(`${src}/${folder}/tables.ts`, 'utf8'))?.[1] ?? '';
  return [...body.matchAll(/^ {2}([a-z_]+): \w+;$/gm)].map((m) => m[1]!);
};

let db: Db;
beforeAll(async () => void (db = await openDatabase({ dataDir: 'memory://', loadDataDir: await loadSnapshot(), migrations: MIGRATIONS })), 120_000);
afterAll(async () => db?.destroy());

describe('tables by owner', () => {
  it('only modules own tables, and db/schema.ts composes every module\'s', () => {
    expect(owners.length).toBeGreaterThan(25);
    expect(owners.filter((f) => !existsSync(`${src}/${f}/module.ts`)), 'a tables.ts outside a module').toEqual([]);
    const schema = readFileSync(`${src}/db/schema.ts`, 'utf8');
    expect(owners.filter((f) => !schema.includes(`from '../${f}/tables'`)), 'compose it in db/schema.ts').toEqual([]);
  });

  it('every table of a migrated database is declared by exactly one module', async () => {
    const all = owners.flatMap((f) => declared(f).map((table) => ({ table, owner: f })));
    const twice = all.filter((a, i) => all.findIndex((b) => b.table === a.table) !== i).map((a) => a.table);
    expect(twice, 'declared by two modules').toEqual([]);
    const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%' order by 1`.execute(db);
    expect(all.map((a) => a.table).sort()).toEqual(rows.map((r) => r.name));
  });
});

const sharedBuffers = async (on: Db) => (await sql<{ shared_buffers: string }>`show shared_buffers`.execute(on)).rows[0]?.shared_buffers;

describe('the buffer pool, not initdb\'s 128 MB (connect.ts)', () => {
  it('in memory: 16 MB, its files are memory already', async () => {
    expect(await sharedBuffers(db)).toBe('16MB');
  });

  it('on disk: 32 MB', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-buffers-'));
    const onDisk = await openDatabase({ dataDir: dir, loadDataDir: await loadSnapshot(), migrations: MIGRATIONS });
    try {
      expect(await sharedBuffers(onDisk)).toBe('32MB');
    } finally {
      await onDisk.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
