// Shared pieces of the bench: server processes (ours, from this tree or a baseline commit), CPU and RSS readings from
// /proc, sign-in and cookie helpers. Loopback only.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import { DEMO_MEMBER, DEMO_PASSWORD } from '../src/seed/seed';

export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** First bench port; the bench uses this one and the next few (perf helper's range is 7160–7169). */
export const PORT = Number(process.env.BENCH_PORT ?? 7160);
export const ID_PATH = '/frontegg/identity/resources';

/** A running server process and where it answers. */
export interface Server {
  child: ChildProcess;
  port: number;
  id: string;
  /** Milliseconds from spawn until `/healthz` answered. */
  startMs: number;
  /** CPU milliseconds the process used until then (steadier than wall time on a loaded machine). */
  startCpuMs: number;
  stdout: () => string;
}

/** Source tree of `commit` (its `src/` only) under `.data/`, so its imports still resolve to this package's node_modules. */
export function baselineTree(commit: string): string {
  const dir = join(SERVER_DIR, '.data', `bench-base-${commit}`);
  if (!existsSync(join(dir, 'src', 'main.ts'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execSync(`git archive ${commit} src | tar -x -C ${dir}`, { cwd: SERVER_DIR, stdio: 'inherit' });
  }
  return dir;
}

let signingKey: string | undefined;
/** One ES256 key per bench run, shared by every instance (they must verify each other's tokens). */
export async function benchSigningKey(): Promise<string> {
  if (!signingKey) signingKey = JSON.stringify(await exportJWK((await generateKeyPair('ES256', { extractable: true })).privateKey));
  return signingKey;
}

/**
 * Starts `src/main.ts` (of this tree, or of `cwd`) in production mode in its own process, node + tsx loader (no pnpm
 * wrapper, so signals reach the server). `db` is a PostgreSQL URL or a PGlite directory.
 */
export async function startServer(o: { port: number; db: string; schema?: string; cwd?: string; seed?: boolean; profileDir?: string; env?: Record<string, string>; built?: boolean; entry?: string }): Promise<Server> {
  const postgres = o.db.startsWith('postgres');
  const env = {
    PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', SIGNING_KEY: await benchSigningKey(), COOKIE_SECRET: 'bench-only-cookie-secret-0123456789',
    PORT: String(o.port), HOST: '127.0.0.1', SEED: o.seed === false ? '0' : '1', LOG_REQUESTS: '0',
    ...(postgres ? { DATABASE_URL: o.db, ...(o.schema ? { DATABASE_SCHEMA: o.schema } : {}) } : { DATA_DIR: o.db }), ...o.env,
  };
  const profile = o.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${o.profileDir}`] : [];
  const started = performance.now();
  // `built`: the production bundle (`pnpm build:server`), run by plain node as `start:prod` does.
  // `entry`: another script of this package run the same way (bench/lean-refresh.ts).
  const entry = o.built ? ['build/server/main.js'] : ['--import', 'tsx', '--conditions=source', o.entry ?? 'src/main.ts'];
  const child = spawn(process.execPath, [...profile, ...entry], { cwd: o.cwd ?? SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { err += d.toString(); });
  const base = `http://127.0.0.1:${o.port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${err.slice(-2000)}`);
    const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const startMs = performance.now() - started;
  return { child, port: o.port, id: `${base}${ID_PATH}`, startMs, startCpuMs: cpuSeconds(child.pid) * 1000, stdout: () => out + err };
}

/** SIGTERM and wait (a server already gone resolves at once). */
export const stopServer = (s: Server | undefined) => new Promise<void>((resolve) => {
  if (!s || s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
  s.child.once('exit', () => resolve());
  s.child.kill('SIGTERM');
});

/** kill -9, and wait until the process is gone. */
export const killServer = (s: Server) => new Promise<void>((resolve) => {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
  s.child.once('exit', () => resolve());
  s.child.kill('SIGKILL');
});

const stat = (pid: number | undefined) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
/** CPU seconds (user + system) the process has used so far; other load on the machine does not inflate it. */
export const cpuSeconds = (pid: number | undefined): number => { const f = stat(pid); return (Number(f[11]) + Number(f[12])) / 100; };
/**
 * CPU seconds used so far by every process of this machine named `postgres` (a local PostgreSQL such as
 * scripts/pg-test.sh's: its backends, WAL writer and checkpointer); 0 when there is none. Processes that end between
 * two readings take their CPU with them, so this undercounts a little; the bench's pool keeps its backends.
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!raw.includes('(postgres)')) continue;
      const f = raw.split(') ')[1]!.split(' ');
      total += (Number(f[11]) + Number(f[12])) / 100;
    } catch { /* gone meanwhile */ }
  }
  return total;
}

/** Resident set size in MiB. */
export const rssMiB = (pid: number | undefined): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
};

/** The `portico_refresh` value among Set-Cookie lines (autocannon gives raw header pairs or an object). */
export const refreshCookieFrom = (headers: Record<string, string | string[]> | string[]): string | undefined => {
  const values = Array.isArray(headers)
    ? headers.filter((_, i) => i % 2 === 1 && String(headers[i - 1]).toLowerCase() === 'set-cookie')
    : [headers['set-cookie'] ?? []].flat();
  const line = values.map(String).find((l) => l.startsWith('portico_refresh='));
  return line?.slice('portico_refresh='.length).split(';')[0];
};

/** Signs in; the refresh cookie and the access token. */
export async function login(id: string, email = DEMO_MEMBER, password = DEMO_PASSWORD): Promise<{ refresh: string; access: string }> {
  const res = await fetch(`${id}/auth/v1/user`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-portico-source': 'portico' }, body: JSON.stringify({ email, password }) });
  const line = res.headers.getSetCookie().find((l) => l.startsWith('portico_refresh='));
  if (!line) throw new Error(`login failed ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { accessToken: string };
  return { refresh: line.slice('portico_refresh='.length).split(';')[0]!, access: body.accessToken };
}

/** Median of numbers. */
export const median = (xs: number[]): number => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)] ?? NaN; };
