// Throughput sections of the bench: refresh, GET me and login against one server, the oidc-provider peer's rotating
// refresh, and raw argon2id verifies. Each returns plain figures; run.ts puts them side by side.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { hash, verify } from '@node-rs/argon2';
import { PRODUCTION_HASH_COST } from '../src/config';
import { DEMO_MEMBER, DEMO_PASSWORD } from '../src/seed/seed';
import { cpuSeconds, DURATION, login, postgresCpuSeconds, refreshCookieFrom, SERVER_DIR, startServer, stopServer, type Server } from './lib';

/** One autocannon run's figures, with the server's CPU per request when a server process is given. */
export interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
  cpuMsPerRequest?: number;
  /** CPU of the local PostgreSQL's processes per request (absent on PGlite, which runs inside the server process). */
  dbCpuMsPerRequest?: number;
  /** CPU of the load generator (autocannon, in the bench's own process) per request: it shares the two cores. */
  clientCpuMsPerRequest?: number;
}

const CONNECTIONS = 16;
const ARGON2ID = 2;

async function measure(pid: number | undefined, run: () => Promise<autocannon.Result>): Promise<Load> {
  const cpu = pid ? cpuSeconds(pid) : 0;
  const db = postgresCpuSeconds();
  const client = process.cpuUsage();
  const r = await run();
  const used = process.cpuUsage(client);
  const load: Load = { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts, total: r.requests.total };
  const perRequest = (seconds: number) => Number(((seconds * 1000) / Math.max(1, r.requests.total)).toFixed(3));
  if (pid) load.cpuMsPerRequest = perRequest(cpuSeconds(pid) - cpu);
  const dbSeconds = postgresCpuSeconds() - db;
  if (dbSeconds > 0) load.dbCpuMsPerRequest = perRequest(dbSeconds);
  load.clientCpuMsPerRequest = perRequest((used.user + used.system) / 1e6);
  return load;
}

/**
 * Rotating refresh: one session per connection, valid tokens in a shared pool (a response puts the rotated one back).
 * `url` sends them elsewhere than the server's refresh route (the bench's lean floor, bench/lean-refresh.ts).
 */
export async function refreshLoad(s: Server, seconds = DURATION, url = `${s.id}/auth/v1/user/token/refresh`): Promise<Load> {
  const pool: string[] = [];
  for (let i = 0; i < CONNECTIONS; i++) pool.push((await login(s.id)).refresh);
  return measure(s.child.pid, () => autocannon({
    url, connections: CONNECTIONS, duration: seconds, method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portico-source': 'bench' },
    requests: [{
      setupRequest: (req) => ({ ...req, body: '{}', headers: { ...req.headers, cookie: `portico_refresh=${pool.shift() ?? ''}` } }),
      onResponse: (_status, _body, _context, headers) => {
        const c = refreshCookieFrom(headers as unknown as Record<string, string | string[]>);
        if (c) pool.push(c);
      },
    }],
  }));
}

/** The floor on PostgreSQL (bench/lean-refresh.ts in its own process): a refresh's core without the framework, and one `select 1`. */
export async function leanFloor(db: string, schema: string, port: number, warmUpSeconds: number): Promise<{ refresh: Load; select1: Load }> {
  const s = await startServer({ port, db, schema, entry: 'bench/lean-refresh.ts', env: { LEAN_PORT: String(port + 1) } });
  try {
    const lean = `http://127.0.0.1:${port + 1}`;
    await refreshLoad(s, warmUpSeconds, `${lean}/refresh`);
    const refresh = await refreshLoad(s, DURATION, `${lean}/refresh`);
    const select1 = await measure(s.child.pid, () => autocannon({ url: `${lean}/select1`, connections: CONNECTIONS, duration: DURATION }));
    return { refresh, select1 };
  } finally {
    await stopServer(s);
  }
}

/** GET me with a bearer token (the call every page load makes), one signed-in session per connection. */
export async function meLoad(s: Server, seconds = DURATION, path = '/users/v2/me'): Promise<Load> {
  const tokens: string[] = [];
  for (let i = 0; i < CONNECTIONS; i++) tokens.push((await login(s.id)).access);
  let n = 0;
  return measure(s.child.pid, () => autocannon({
    url: `${s.id}${path}`, connections: CONNECTIONS, duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${tokens[n++ % tokens.length]}` } }) }],
  }));
}

/** Right-password logins of one account, 4 connections. */
export function loginLoad(s: Server): Promise<Load> {
  return measure(s.child.pid, () => autocannon({
    url: `${s.id}/auth/v1/user`, connections: 4, duration: DURATION, method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portico-source': 'portico' }, body: JSON.stringify({ email: DEMO_MEMBER, password: DEMO_PASSWORD }),
  }));
}

/** 4 concurrent `@node-rs/argon2` verifies at the production cost in this process: the ceiling a login can reach. */
export async function rawArgon2(): Promise<{ perSec: number; cpuMsPerVerify: number }> {
  const stored = await hash(DEMO_PASSWORD, { algorithm: ARGON2ID, ...PRODUCTION_HASH_COST });
  let n = 0;
  const cpu = process.cpuUsage();
  const end = Date.now() + DURATION * 1000;
  await Promise.all(Array.from({ length: 4 }, async () => { while (Date.now() < end) { await verify(stored, DEMO_PASSWORD); n++; } }));
  const used = process.cpuUsage(cpu);
  return { perSec: n / DURATION, cpuMsPerVerify: (used.user + used.system) / 1000 / n };
}

/** panva's oidc-provider rotating refresh (bench/oidc-peer.ts in its own process), same connections and pool scheme. */
export async function oidcProviderRefresh(port: number, warmUpSeconds: number, idToken = false): Promise<Load> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/oidc-peer.ts'], {
    cwd: SERVER_DIR, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PEER_PORT: String(port), BENCH_SESSIONS: String(2 * CONNECTIONS) }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const info = await new Promise<{ tokenUrl: string; basic: string; refreshTokens: string[] }>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line && out.includes('\n', out.indexOf(line))) resolve(JSON.parse(line) as never);
      });
      child.on('exit', (code) => reject(new Error(`oidc peer exited ${code}`)));
    });
    // Separate sessions for warm-up and measurement: the requests in flight when a run stops take their rotated tokens with them.
    let pool = info.refreshTokens.slice(0, CONNECTIONS);
    const run = (seconds: number) => autocannon({
      url: info.tokenUrl, connections: CONNECTIONS, duration: seconds, method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${info.basic}` },
      requests: [{
        setupRequest: (req) => ({ ...req, body: `grant_type=refresh_token${idToken ? '' : '&scope=offline_access'}&refresh_token=${pool.shift() ?? ''}` }),
        onResponse: (_status, body) => {
          try {
            const t = (JSON.parse(body) as { refresh_token?: string }).refresh_token;
            if (t) pool.push(t);
          } catch { /* a non-JSON answer counts as non-2xx already */ }
        },
      }],
    });
    // Warm-up as for our server, discarded.
    await run(warmUpSeconds);
    pool = info.refreshTokens.slice(CONNECTIONS);
    return await measure(child.pid, () => run(DURATION));
  } finally {
    child.kill('SIGKILL');
  }
}
