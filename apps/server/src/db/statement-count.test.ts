import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backgroundSettled, runLater } from '../http/background';
import { MIGRATIONS } from '../migrations';
import { loadSnapshot } from '../test/snapshot';
import { openDatabase, type Db } from './connect';
import { StatementCounter } from './statement-count';

const counter = new StatementCounter();
let db: Db;
// The run's migrated snapshot opens in a fraction of a fresh PGlite's initdb.
beforeAll(async () => void (db = await openDatabase({ dataDir: 'memory://', loadDataDir: await loadSnapshot(), counter, migrations: MIGRATIONS })));
afterAll(() => db?.destroy());

it('counts a request\'s statements (begin and commit too) and rows, work after the response apart, nothing outside a request', async () => {
  await sql`create table t (n int)`.execute(db);
  const cost = await counter.measure(() => counter.request(async () => {
    await db.transaction().execute((trx) => sql`insert into t values (1), (2)`.execute(trx));
    await sql`select n from t`.execute(db);
    runLater('counted apart', () => sql`select 1`.execute(db));
  }), backgroundSettled);
  expect(cost).toMatchObject({ statements: 4, rows: 4, background: { statements: 1, rows: 1 } }); // 2 inserted + 2 read
  expect(cost.sql).toEqual(['begin', 'insert into t values (1), (2)', 'commit', 'select n from t']);
  // The test's own reads (no request handler) and statements between measurements count nowhere.
  expect(await counter.measure(() => sql`select n from t`.execute(db), backgroundSettled)).toMatchObject({ statements: 0, rows: 0 });
  await expect(counter.measure(() => counter.request(() => sql`select nope from t`.execute(db)), backgroundSettled)).rejects.toThrow();
  await expect(counter.measure(async () => undefined, backgroundSettled)).resolves.toMatchObject({ statements: 0 });
});
