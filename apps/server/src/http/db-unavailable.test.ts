import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { isDatabaseUnavailable } from './db-unavailable';
import { captureLogs } from './log';

// PostgreSQL going away (PG step only): the server talks to it through a loopback proxy the test can cut and restore.
const PG = process.env.TEST_DATABASE_URL;
let t: TestServer;
let proxy: Server;
let port = 0;
const sockets = new Set<Socket>();

function listen(): Promise<void> {
  const target = new URL(PG!);
  proxy = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((r) => proxy.listen(port, '127.0.0.1', () => {
    port = (proxy.address() as AddressInfo).port;
    r();
  }));
}
/** PostgreSQL "restarts": every connection drops and new ones are refused until {@link listen}. */
const cut = () => new Promise<void>((r) => {
  proxy.close(() => r());
  for (const s of sockets) s.destroy();
});

describe.skipIf(!PG)('PostgreSQL unavailable', () => {
  beforeAll(async () => {
    await listen();
    const real = process.env.TEST_DATABASE_URL;
    const via = new URL(real!);
    via.host = `127.0.0.1:${port}`;
    process.env.TEST_DATABASE_URL = via.toString();
    try {
      t = await startServer();
    } finally {
      process.env.TEST_DATABASE_URL = real;
    }
  });
  afterAll(async () => {
    if (!proxy.listening) await listen();
    await t?.close();
    await cut();
  });

  it('answers 503 with a clear message while it is down, never crashes, and recovers by itself', async () => {
    const logged = captureLogs();
    const { accessToken } = await t.login(DEMO_ADMIN);
    const me = () => t.browser().fetch('/identity/resources/users/v2/me', { token: accessToken });
    expect((await me()).status).toBe(200);
    await cut();
    const down = await Promise.all([me(), me(), t.browser().fetch('/identity/resources/auth/v1/user', { json: { email: DEMO_ADMIN, password: 'x' } })]);
    for (const r of down) {
      expect(r.status).toBe(503);
      expect(r.data).toEqual({ errors: ['The database is unavailable right now, please try again shortly'] });
      expect(r.headers.get('retry-after')).toBe('5');
    }
    await listen();
    expect((await me()).status).toBe(200);
    logged.stop();
    expect(logged.lines.some((l) => l.includes('"unhandled error"'))).toBe(false);
    expect(logged.lines.some((l) => l.includes('"database unavailable"'))).toBe(true);
  });
});

describe('what counts as the database being unavailable', () => {
  it('network errors, connection SQLSTATEs and pg connection messages; not query errors', () => {
    for (const e of [{ code: 'ECONNREFUSED' }, { code: '57P01' }, { code: '08006' }, new Error('Connection terminated unexpectedly')]) expect(isDatabaseUnavailable(e)).toBe(true);
    for (const e of [{ code: '23505' }, { code: '22P02' }, new Error('boom'), null]) expect(isDatabaseUnavailable(e)).toBe(false);
  });
});
