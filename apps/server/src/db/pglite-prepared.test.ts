import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGliteDialect } from './pglite-dialect';
import { PREPARE, runPrepared } from './prepared';

// Statements marked PREPARE run on PGlite as named statements over the wire protocol: the answers must be exactly
// what PGlite's own query gives, and an error must leave the one session usable (PostgreSQL skips to the sync).

let pg: PGlite;
let db: Kysely<unknown>;
const P = sql.raw(PREPARE);

beforeAll(async () => {
  pg = await PGlite.create();
  db = new Kysely({ dialect: new PGliteDialect(pg) });
  await sql`create table t (id uuid primary key, n int, meta jsonb, at timestamptz, ok boolean, note text)`.execute(db);
});
afterAll(async () => db.destroy());

const select = (id: string) => sql`${P} select id, n, meta, at, ok, note, json_build_object('m', meta, 'at', at) as j from t where id = ${id}::uuid`;

describe('prepared statements on PGlite', () => {
  it('answers exactly as query does (types, nulls, json, affected rows) and parses each text once', async () => {
    const parse = vi.spyOn(pg, 'execProtocol');
    const id = crypto.randomUUID();
    const at = new Date('2026-11-28T12:00:00.123Z');
    const inserted = await sql`${P} insert into t values (${id}, ${7}, ${JSON.stringify({ a: [1, 'x'] })}, ${at}, ${true}, ${null})`.execute(db);
    expect(inserted.numAffectedRows).toBe(1n);
    const mine = (await select(id).execute(db)).rows;
    const theirs = (await pg.query(select(id).compile(db).sql.slice(PREPARE.length), [id])).rows;
    expect(mine).toEqual(theirs);
    expect(mine[0]).toMatchObject({ id, n: 7, meta: { a: [1, 'x'] }, at, ok: true, note: null });
    const parsesBefore = parse.mock.calls.length;
    await select(id).execute(db);
    // Bind, describe, execute, sync: no parse and no statement describe the second time.
    expect(parse.mock.calls.length - parsesBefore).toBe(4);
    parse.mockRestore();
  });

  it('an error keeps its SQLSTATE and the session stays usable, in and out of a transaction', async () => {
    const id = crypto.randomUUID();
    const insert = (n: number) => sql`${P} insert into t (id, n) values (${id}, ${n})`.execute(db);
    await insert(1);
    await expect(insert(2)).rejects.toMatchObject({ code: '23505' });
    expect((await select(id).execute(db)).rows).toHaveLength(1);

    await expect(db.transaction().execute(async (tx) => {
      await sql`${P} update t set n = ${5} where id = ${id}::uuid`.execute(tx);
      await sql`${P} insert into t (id, n) values (${id}, ${3})`.execute(tx);
    })).rejects.toMatchObject({ code: '23505' });
    // Rolled back: the update inside the failed transaction is gone.
    expect((await select(id).execute(db)).rows[0]).toMatchObject({ n: 1 });
  });

  it('a statement that fails to parse is refused and a later one still runs', async () => {
    await expect(sql`${P} select nope from t`.execute(db)).rejects.toMatchObject({ code: '42703' });
    await expect(sql`${P} select nope from t`.execute(db)).rejects.toMatchObject({ code: '42703' });
    expect((await sql<{ one: number }>`${P} select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it('runPrepared runs a builder query as a named statement: same rows as execute, parsed once', async () => {
    const t = db as unknown as Kysely<{ t: { id: string; n: number | null; note: string | null } }>;
    const id = crypto.randomUUID();
    await t.insertInto('t').values({ id, n: 9, note: 'x' }).execute();
    const query = () => t.selectFrom('t').select(['id', 'n', 'note']).where('id', '=', id).where('n', '>', 1);
    expect(await runPrepared(t, query())).toEqual(await query().execute());
    const parse = vi.spyOn(pg, 'execProtocol');
    expect(await runPrepared(t, query())).toEqual([{ id, n: 9, note: 'x' }]);
    // Bind, describe, execute, sync: the text was parsed by the first call.
    expect(parse.mock.calls.length).toBe(4);
    parse.mockRestore();
  });
});
