import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD } from './test/fixture';
import { spawnServer, type Spawned } from './test/spawn';
import { openDatabase } from './db/connect';
import { MIGRATIONS } from './migrations';
import { postgresSignals } from './db/notify';

// Two server processes on one PostgreSQL database (PG step only): everything that must hold across instances behind a
// load balancer is proven by doing half of it on one instance and half on the other.
const PG = process.env.TEST_DATABASE_URL;
const ID = '/identity/resources';
const schema = `mi_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
let a: { proc: Spawned; base: string; url: string };
let b: { proc: Spawned; base: string; url: string };

async function start(): Promise<{ proc: Spawned; base: string; url: string }> {
  const proc = spawnServer({ DATABASE_URL: PG!, DATABASE_SCHEMA: schema, PORT: '0', SEED: '1', NODE_ENV: 'development' });
  const port = (await proc.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)\//))[1];
  const url = `http://127.0.0.1:${port}`;
  return { proc, url, base: `${url}/frontegg` };
}

/** The same cookie jar pointed at another instance (a load balancer sending the next request elsewhere). */
const on = (from: Browser, inst: { base: string }) => {
  const other = new Browser(inst.base);
  for (const [k, v] of from.cookies) other.cookies.set(k, v);
  return other;
};
const login = async (inst: { base: string }, email: string, password = DEMO_PASSWORD) => {
  const br = new Browser(inst.base);
  const res = await br.fetch(`${ID}/auth/v1/user`, { json: { email, password } });
  return { br, res, token: res.data?.accessToken as string };
};
const mailbox = async (inst: { url: string }, to: string) =>
  (await (await fetch(`${inst.url}/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { subject: string; links: string[] }[];

describe.skipIf(!PG)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    // Started together: the start-up lock makes them take turns at creating the vendor, keys and seed.
    [a, b] = await Promise.all([start(), start()]);
  }, 120_000);
  afterAll(async () => {
    for (const s of [a, b]) s?.proc.child.kill('SIGTERM');
    await Promise.all([a?.proc.exited, b?.proc.exited]);
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('share signing keys: one JWKS, a token from one verifies on the other', async () => {
    const [ja, jb] = await Promise.all([a, b].map(async (s) => (await fetch(`${s.base}/.well-known/jwks.json`)).json()));
    expect(ja).toEqual(jb);
    const { token } = await login(a, DEMO_ADMIN);
    expect((await new Browser(b.base).fetch(`${ID}/users/v2/me`, { token })).status).toBe(200);
  });

  it('share refresh families: reuse is detected whichever instance sees it, and the family dies', async () => {
    const { br } = await login(a, DEMO_ADMIN);
    const stale = on(br, a);
    const fresh = on(br, b);
    expect((await fresh.fetch(`${ID}/auth/v1/user/token/refresh`, { json: {} })).status).toBe(200);
    expect((await stale.fetch(`${ID}/auth/v1/user/token/refresh`, { json: {} })).status).toBe(401);
    expect((await on(fresh, a).fetch(`${ID}/auth/v1/user/token/refresh`, { json: {} })).status).toBe(401);
  });

  it('share session revocation: logged out on one, the access token is refused on the other', async () => {
    const { br, token } = await login(a, DEMO_ADMIN);
    expect((await on(br, b).fetch(`${ID}/auth/v1/logout`, { json: {}, token })).status).toBeLessThan(300);
    expect((await new Browser(a.base).fetch(`${ID}/users/v2/me`, { token })).status).toBe(401);
  });

  it('share lockout counters: failures on both instances add up', async () => {
    const { token } = await login(b, DEMO_ADMIN);
    expect((await new Browser(a.base).fetch(`${ID}/configurations/v1/lockout-policy`, { json: { enabled: true, maxAttempts: 3 }, token })).status).toBeLessThan(300);
    for (const s of [a, b, a]) expect((await login(s, DEMO_MEMBER, 'wrong-password-1')).res.status).toBe(401);
    // The right password is refused now (a locked account answers like any failed login).
    expect((await login(b, DEMO_MEMBER)).res.status).toBe(401);
  });

  it('share rate limits and one-time codes: 6 reset requests over both give 5 mails; a link from one works once, on the other', async () => {
    // Each mailbox read waits for its instance's queued work: a request's mail (and its voiding of older links) is done
    // before the next request, so the newest mail holds the one live link.
    for (const s of [a, b, a, b, a, b]) {
      await new Browser(s.base).fetch(`${ID}/users/v1/passwords/reset`, { json: { email: DEMO_MEMBER } });
      await mailbox(s, DEMO_MEMBER);
    }
    const mails = (await mailbox(b, DEMO_MEMBER)).filter((m) => m.subject === 'Reset your password');
    expect(mails).toHaveLength(5);
    const link = new URL(mails[0]!.links[0]!);
    const payload = { userId: link.searchParams.get('userId'), token: link.searchParams.get('token'), password: 'Fresh-pass-4821!' };
    expect((await new Browser(b.base).fetch(`${ID}/users/v1/passwords/reset/verify`, { json: payload })).status).toBe(200);
    expect((await new Browser(a.base).fetch(`${ID}/users/v1/passwords/reset/verify`, { json: payload })).status).toBe(400);
  });

  it('share signing-key rotation: the command publishes a new key on both at once', async () => {
    const rotate = spawnServer({ DATABASE_URL: PG!, DATABASE_SCHEMA: schema }, ['src/rotate-key.ts', '--publish-seconds', '3600']);
    expect(await rotate.exited).toBe(0);
    const kid = (await rotate.waitFor(/new signing key (\S+):/))[1];
    for (const s of [a, b]) {
      await expect.poll(async () => ((await (await fetch(`${s.base}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid), { timeout: 5000 })
        .toContain(kid);
    }
  }, 90_000);

  it('share cached vendor settings: a change signalled by one instance reaches the other, not itself', async () => {
    const db = await openDatabase({ databaseUrl: PG!, schema, migrations: MIGRATIONS });
    const [one, two] = [postgresSignals(db, PG!, schema), postgresSignals(db, PG!, schema)];
    const heard = { one: 0, two: 0 };
    one.subscribe('vendor', () => heard.one++);
    two.subscribe('vendor', () => heard.two++);
    // Each reloads once on connecting (changes made while it was away); then only the other's signal counts.
    await expect.poll(() => heard.one * heard.two, { timeout: 10_000 }).toBe(1);
    await one.publish('vendor');
    await expect.poll(() => heard.two, { timeout: 10_000 }).toBe(2);
    expect(heard.one).toBe(1);
    await Promise.all([one.close(), two.close()]);
    await db.destroy();
  });
});
