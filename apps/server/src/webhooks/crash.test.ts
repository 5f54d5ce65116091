import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect';
import { MIGRATIONS } from '../migrations';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, verifySignature } from '../events';
import { Browser, DEMO_ADMIN, DEMO_PASSWORD } from '../test/fixture';
import { startReceiver } from '../test/receiver';
import { loadSnapshot } from '../test/snapshot';
import { spawnServer, type Spawned } from '../test/spawn';

// A real server process is SIGKILLed while its worker holds deliveries open; the next process on the same database
// delivers every event. PGlite on disk in the PGlite run, a fresh schema of TEST_DATABASE_URL in the PostgreSQL run.
const PG = process.env.TEST_DATABASE_URL;
const ID = '/identity/resources';
const N = 4;
const SECRET = 'whsec_crash_test';
// Receivers get 4 s to answer and a claim is held 5 s: long enough to kill mid-delivery, short enough to recover quickly.
const SCHEDULE = { DELIVERY_TIMEOUT_MS: '4000', DELIVERY_LEASE_MS: '5000', DELIVERY_RETRY_BASE_MS: '200', DELIVERY_POLL_MS: '100' };
const schema = `crash_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
let dataDir = '';
let running: Spawned | undefined;
let rx: Awaited<ReturnType<typeof startReceiver>> | undefined;

/** Where the database lives, set up before the first start (PGlite: the run's migrated, seeded snapshot, on disk). */
async function database(): Promise<Record<string, string>> {
  if (PG) return { DATABASE_URL: PG, DATABASE_SCHEMA: schema, SEED: '1' };
  dataDir = await mkdtemp(join(tmpdir(), 'portico-crash-'));
  const snapshot = await loadSnapshot();
  const db = await openDatabase({ dataDir, loadDataDir: snapshot, migrations: MIGRATIONS });
  await db.destroy();
  return { DATA_DIR: dataDir, SEED: snapshot ? '0' : '1' };
}

async function start(env: Record<string, string>) {
  running = spawnServer({ ...env, ...SCHEDULE, PORT: '0', NODE_ENV: 'development' });
  const port = (await running.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)\//))[1];
  const br = new Browser(`http://127.0.0.1:${port}/frontegg`);
  const token = (await br.fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_ADMIN, password: DEMO_PASSWORD } })).data.accessToken as string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
  const call = (method: string, path: string, json?: unknown): Promise<{ status: number; data: any }> => br.fetch(path, { method, json, token });
  return { proc: running, call };
}

afterAll(async () => {
  running?.child.kill('SIGKILL');
  await running?.exited;
  await rx?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (PG) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
});

describe(`kill -9 during webhook delivery (${PG ? 'PostgreSQL' : 'PGlite on disk'})`, () => {
  it('loses no event: the restarted server delivers every one, signed and logged', async () => {
    const env = await database();
    rx = await startReceiver();
    rx.state.hang = true;
    const first = await start(env);
    // The seeded demo plans' limits hold in a real process: Basic (a trial) has the seats for N invitations.
    const plans = (await first.call('GET', '/subscriptions/resources/billing/plans/v1')).data as { id: string; slug: string }[];
    expect((await first.call('POST', '/subscriptions/resources/billing/subscriptions/v1', { planId: plans.find((p) => p.slug === 'basic')!.id })).status).toBe(201);
    const hook = await first.call('POST', '/webhook/custom', { displayName: 'Crash', url: rx.url, secret: SECRET, eventKeys: ['frontegg.user.created'] });
    expect(hook.status).toBe(201);
    const emails = Array.from({ length: N }, (_, i) => `crash-${i}@acme.test`);
    const invited = await Promise.all(emails.map((email) => first.call('POST', `${ID}/users/v2`, { email, name: 'Crash', roleIds: [] })));
    expect(invited.map((r) => r.status)).toEqual(emails.map(() => 201));

    // Every event is on the wire and unanswered, and the log says so; then the process dies without any clean-up.
    const eventIds = () => new Set(rx!.got.map((g) => String(g.headers[EVENT_ID_HEADER])));
    await expect.poll(() => eventIds().size, { timeout: 10_000, interval: 20 }).toBe(N);
    const during = (await first.call('GET', `/webhook/logs?id=${hook.data._id}`)).data;
    expect(during.rows.map((r: { status: string }) => r.status)).toEqual(emails.map(() => 'delivering'));
    first.proc.child.kill('SIGKILL');
    expect(await first.proc.exited).toBe(null);
    const held = eventIds();

    // Same database, receiver answering now: the abandoned claims come back after their lease.
    rx.state.hang = false;
    rx.got.length = 0;
    const second = await start(env);
    const logs = async () => (await second.call('GET', `/webhook/logs?id=${hook.data._id}`)).data;
    await expect.poll(async () => (await logs()).rows.filter((r: { status: string }) => r.status === 'delivered').length, { timeout: 15_000, interval: 100 })
      .toBe(N);
    const page = await logs();
    expect(page.total).toBe(N);
    for (const row of page.rows) {
      expect(row).toMatchObject({ status: 'delivered', statusCode: 200, body: 'ok', durationMs: expect.any(Number) });
      // Claimed before the kill and again after it (a loaded machine may add a timed-out attempt in between).
      expect(row.attempts).toBeGreaterThanOrEqual(2);
    }

    // Each event arrived again with its original id, a valid signature and its payload: at least once, none lost.
    expect(eventIds()).toEqual(held);
    const now = Math.floor(Date.now() / 1000);
    for (const got of rx.got) expect(verifySignature(SECRET, String(got.headers[SIGNATURE_HEADER]), got.body, now)).toBe(true);
    const delivered = rx.got.map((g) => JSON.parse(g.body) as { id: string; eventKey: string; data: { email: string } });
    // At least once: a loaded machine may time an attempt out and send it again, so the set is compared.
    expect([...new Set(delivered.map((d) => d.data.email))].sort()).toEqual([...emails].sort());
    for (const d of delivered) expect(d).toMatchObject({ id: expect.any(String), eventKey: 'frontegg.user.created' });
  }, 90_000);
});
