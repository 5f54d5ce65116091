import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type Spawned } from './test/spawn';

// One PGlite data directory, one server: PGlite is a single process; a second one on the same files would not see
// the first's writes and would write the same files. The lock file (like PostgreSQL's postmaster.pid) says who holds it.
const LOCK = 'portico-server.pid';
const LISTENING = /listening on http:\/\/127\.0\.0\.1:(\d+)\//;
const dirs: string[] = [];
const started: Spawned[] = [];

afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(started.map((s) => s.exited));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const dataDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'portico-lock-'));
  dirs.push(d);
  return d;
};
const start = (dir: string) => {
  const s = spawnServer({ PORT: '0', DATA_DIR: dir, SEED: '0' });
  started.push(s);
  return s;
};
const portOf = async (s: Spawned) => Number((await s.waitFor(LISTENING))[1]);
/** The data directory is served: a sign-in attempt reads the database (unknown account: 401). */
const serves = async (port: number) => (await fetch(`http://127.0.0.1:${port}/frontegg/identity/resources/auth/v1/user`, {
  method: 'POST', headers: { 'content-type': 'application/json', 'x-portico-source': 'portico' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
})).status;
const refusalLine = (pid: number, port: number, dir: string) => new RegExp(
  `^\\[portico-server\\] cannot start: Another Portico server \\(pid ${pid}, started \\d{4}-\\d\\d-\\d\\dT[^,]+, port ${port}\\) is using the data directory ${dir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: stop it, or set DATA_DIR to another directory$`,
);
/** A pid that no process has any more. */
async function deadPid(): Promise<number> {
  const p = spawn(process.execPath, ['-e', '']);
  await new Promise((r) => p.once('exit', r));
  return p.pid!;
}

describe('one PGlite data directory, one server', () => {
  it('a second server on the same directory exits non-zero before listening, naming the holder; the first keeps serving; a graceful stop removes the lock', async () => {
    const dir = dataDir();
    const first = start(dir);
    const port = await portOf(first);

    const second = start(dir);
    expect(await Promise.race([second.exited.then((code) => ({ code })), portOf(second).then((p) => ({ listening: p }))])).toEqual({ code: 1 });
    expect(second.stdout()).not.toMatch(/listening/);
    const lines = second.stderr().split('\n').filter((l) => l.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(refusalLine(first.child.pid!, port, dir));

    expect(await serves(port)).toBe(401);
    const lock = JSON.parse(readFileSync(join(dir, LOCK), 'utf8')) as Record<string, unknown>;
    expect(lock).toMatchObject({ pid: first.child.pid, port, hostname: hostname(), started: expect.any(String) });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dir, LOCK))).toBe(false);
  }, 120_000);

  it('two starts at the same instant on a fresh directory: exactly one serves, the other refuses', async () => {
    const dir = dataDir();
    const both = [start(dir), start(dir)];
    const outcome = await Promise.all(both.map((s) => Promise.race([portOf(s).then((port) => ({ port })), s.exited.then((code) => ({ code }))])));
    const winner = outcome.findIndex((o) => 'port' in o);
    const loser = 1 - winner;
    expect(outcome[loser]).toEqual({ code: 1 });
    expect(both[loser]!.stderr()).toMatch(/Another Portico server \(pid \d+, started [^,]+(, port \d+)?\) is using the data directory/);
    expect(await serves((outcome[winner] as { port: number }).port)).toBe(401);
  }, 120_000);

  it('recovers a stale lock (its process is gone) with a log line, and takes it over', async () => {
    const dir = dataDir();
    const pid = await deadPid();
    writeFileSync(join(dir, LOCK), JSON.stringify({ pid, started: new Date(Date.now() - 3_600_000).toISOString(), port: 8787, hostname: hostname() }));
    const s = start(dir);
    const port = await portOf(s);
    expect(s.stderr()).toContain(`stale lock`);
    expect(s.stderr()).toContain(`pid ${pid}`);
    expect(JSON.parse(readFileSync(join(dir, LOCK), 'utf8'))).toMatchObject({ pid: s.child.pid, port });
    expect(await serves(port)).toBe(401);
  }, 120_000);
});
