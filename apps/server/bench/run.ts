// Loopback-only, bounded benchmarks (BENCH_SECONDS each, default 10): refresh throughput/p99, and login throughput
// as a ratio to the raw argon2id verify rate. The server runs in its own process in production mode (dev keys
// generated here), over PGlite on disk (a temp dir) or PostgreSQL when TEST_DATABASE_URL is set.
// BENCH_PROFILE=DIR writes a CPU profile of the server there.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { hash, verify } from '@node-rs/argon2';
import { exportJWK, generateKeyPair } from 'jose';
import { PRODUCTION_HASH_COST } from '../src/config';
import { DEMO_MEMBER, DEMO_PASSWORD } from '../src/seed/seed';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8797);
const ARGON2ID = 2;
const ID = `http://127.0.0.1:${PORT}/frontegg/identity/resources`;

const dataDir = process.env.TEST_DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'portico-bench-'));

async function startServer() {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const env = {
    ...process.env, NODE_ENV: 'production', SIGNING_KEY: JSON.stringify(await exportJWK(privateKey)), COOKIE_SECRET: 'bench-only-cookie-secret',
    PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir ?? 'memory://', DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', SEED: '1',
  };
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', '--conditions=source', 'src/main.ts'], { cwd: fileURLToPath(new URL('..', import.meta.url)), env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('listening') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return child;
}

/** CPU seconds (user + system) the server process has used so far; other load on the machine does not inflate it. */
function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const stopServer = (child: ReturnType<typeof spawn>) => new Promise<void>((resolve) => {
  if (child.exitCode !== null) return resolve();
  child.once('exit', () => resolve());
  child.kill('SIGTERM');
});

async function login(): Promise<string> {
  const res = await fetch(`${ID}/auth/v1/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_MEMBER, password: DEMO_PASSWORD }) });
  const line = res.headers.getSetCookie().find((l) => l.startsWith('portico_refresh='));
  if (!line) throw new Error(`login failed ${res.status}`);
  return line.slice('portico_refresh='.length).split(';')[0]!;
}

const cookieFrom = (headers: Record<string, string | string[]> | string[]): string | undefined => {
  const values = Array.isArray(headers)
    ? headers.filter((_, i) => i % 2 === 1 && String(headers[i - 1]).toLowerCase() === 'set-cookie')
    : [headers['set-cookie'] ?? []].flat();
  const line = values.map(String).find((l) => l.startsWith('portico_refresh='));
  return line?.slice('portico_refresh='.length).split(';')[0];
};

async function refreshBench() {
  const connections = 16;
  // One session per connection: each follows its own rotation chain (presenting an old token would revoke it).
  const cookies: string[] = [];
  for (let i = 0; i < connections; i++) cookies.push(await login());
  // autocannon resets the per-connection context between rounds, so valid tokens live in a shared pool:
  // a request takes one, its response puts the rotated one back.
  const pool = [...cookies];
  const result = await autocannon({
    url: `${ID}/auth/v1/user/token/refresh`, connections, duration: DURATION, method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portico-source': 'bench' },
    requests: [{
      setupRequest: (req) => ({ ...req, body: '{}', headers: { ...req.headers, cookie: `portico_refresh=${pool.shift() ?? ''}` } }),
      onResponse: (_status, _body, _context, headers) => {
        const c = cookieFrom(headers as unknown as Record<string, string | string[]>);
        if (c) pool.push(c);
      },
    }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, total: result.requests.total };
}

async function loginBench() {
  const result = await autocannon({
    url: `${ID}/auth/v1/user`, connections: 4, duration: DURATION, method: 'POST',
    headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_MEMBER, password: DEMO_PASSWORD }),
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, total: result.requests.total };
}

async function rawVerify(): Promise<{ perSec: number; cpuMsPerVerify: number }> {
  const stored = await hash(DEMO_PASSWORD, { algorithm: ARGON2ID, ...PRODUCTION_HASH_COST });
  let n = 0;
  const cpu = process.cpuUsage();
  const end = Date.now() + DURATION * 1000;
  await Promise.all(Array.from({ length: 4 }, async () => { while (Date.now() < end) { await verify(stored, DEMO_PASSWORD); n++; } }));
  const used = process.cpuUsage(cpu);
  return { perSec: n / DURATION, cpuMsPerVerify: (used.user + used.system) / 1000 / n };
}

const server = await startServer();
try {
  let cpu = cpuSeconds(server.pid);
  const refresh = { ...(await refreshBench()), serverCpuMsPerRequest: 0 };
  refresh.serverCpuMsPerRequest = Number((((cpuSeconds(server.pid) - cpu) * 1000) / refresh.total).toFixed(3));
  cpu = cpuSeconds(server.pid);
  const loginRes = { ...(await loginBench()), serverCpuMsPerRequest: 0 };
  loginRes.serverCpuMsPerRequest = Number((((cpuSeconds(server.pid) - cpu) * 1000) / loginRes.total).toFixed(3));
  await stopServer(server);
  const rawRes = await rawVerify();
  const raw = rawRes.perSec;
  const figures = {
    date: new Date().toISOString(), cpu: cpus()[0]?.model, cores: availableParallelism(), loadAverage: loadavg().map((l) => l.toFixed(2)).join(' '), node: process.version, seconds: DURATION,
    database: process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (on disk)', refresh, login: loginRes, rawArgon2idVerifyPerSec: raw, rawCpuMsPerVerify: Number(rawRes.cpuMsPerVerify.toFixed(2)), loginRatio: loginRes.rps / raw,
    // Throughput ratio the CPU cost implies on saturated cores, unaffected by other load on the machine.
    loginCpuRatio: rawRes.cpuMsPerVerify / loginRes.serverCpuMsPerRequest,
  };
  console.log(JSON.stringify(figures, null, 2));
  console.log(`refresh: ${refresh.rps.toFixed(0)} req/s, p99 ${refresh.p99} ms, non-2xx ${refresh.non2xx} (goal ≥ 3000 req/s, p99 < 50 ms)`);
  console.log(`login: ${loginRes.rps.toFixed(1)} req/s vs ${raw.toFixed(1)} raw argon2id verify/s → ratio ${(loginRes.rps / raw).toFixed(2)}, by CPU cost ${(rawRes.cpuMsPerVerify / loginRes.serverCpuMsPerRequest).toFixed(2)} (goal ≥ 0.8)`);
  console.log(`server CPU per request: refresh ${refresh.serverCpuMsPerRequest} ms, login ${loginRes.serverCpuMsPerRequest} ms (raw argon2id verify ${rawRes.cpuMsPerVerify.toFixed(2)} ms)`);
} finally {
  await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
