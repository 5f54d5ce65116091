import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../http/log';
import { DataDirInUseError, LOCK_FILE, lockDataDir, removeStaleLock } from './data-dir-lock';

const LINUX = existsSync('/proc/self/stat');
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => { for (const c of children.splice(0)) c.kill('SIGKILL'); });
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

const dataDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'portico-lockfile-'));
  dirs.push(d);
  return d;
};
const lockPath = (dir: string) => join(dir, LOCK_FILE);
const writeLock = (dir: string, holder: Record<string, unknown>) => writeFileSync(lockPath(dir), JSON.stringify({ started: '2026-01-01T00:00:00.000Z', hostname: hostname(), ...holder }));
/** A process that stays alive until the test ends. */
function alive(command: string, args: string[]): ChildProcess {
  const c = spawn(command, args, { stdio: 'ignore' });
  children.push(c);
  return c;
}
/** A pid that no process has any more. */
async function deadPid(): Promise<number> {
  const gone = spawn(process.execPath, ['-e', '']);
  await new Promise((r) => gone.once('exit', r));
  return gone.pid!;
}
const refusal = (fn: () => unknown): DataDirInUseError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DataDirInUseError) return e;
    throw e;
  }
  throw new Error('expected the lock to be refused');
};

describe('the data directory lock file', () => {
  it('names this process, its start and port; release removes it; a second lock in the same process is refused', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir, { port: 8787 });
    const holder = JSON.parse(readFileSync(lockPath(dir), 'utf8')) as Record<string, unknown>;
    expect(holder).toMatchObject({ pid: process.pid, port: 8787, hostname: hostname() });
    expect(Date.parse(holder.started as string)).toBeLessThanOrEqual(Date.now());
    expect(refusal(() => lockDataDir(dir)).message).toBe(
      `Another Portico server (pid ${process.pid}, started ${holder.started as string}, port 8787) is using the data directory ${dir}: stop it, or set DATA_DIR to another directory`,
    );
    lock.setPort(18_301);
    expect(JSON.parse(readFileSync(lockPath(dir), 'utf8'))).toMatchObject({ pid: process.pid, port: 18_301 });
    lock.release();
    expect(existsSync(lockPath(dir))).toBe(false);
    lockDataDir(dir).release();
  });

  it('is refused while another live node process holds it (a tool is named as such; no port before it listens)', () => {
    const dir = dataDir();
    const other = alive(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    writeLock(dir, { pid: other.pid, tool: 'key rotation' });
    expect(refusal(() => lockDataDir(dir)).message).toBe(
      `Another Portico key rotation (pid ${other.pid}, started 2026-01-01T00:00:00.000Z) is using the data directory ${dir}: stop it, or set DATA_DIR to another directory`,
    );
    expect(JSON.parse(readFileSync(lockPath(dir), 'utf8'))).toMatchObject({ pid: other.pid });
  });

  it('recovers the lock of a process that is gone, with a log line', async () => {
    const dir = dataDir();
    const gone = await deadPid();
    writeLock(dir, { pid: gone, port: 8787 });
    const logs = captureLogs();
    const lock = lockDataDir(dir);
    logs.stop();
    expect(logs.lines.join('')).toContain(`recovered a stale lock of the data directory (pid ${gone}`);
    expect(JSON.parse(readFileSync(lockPath(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it.skipIf(!LINUX)('recovers a lock whose pid is now another program, or another node process started later (pid reused)', () => {
    const dir = dataDir();
    const sleeper = alive('sleep', ['60']);
    writeLock(dir, { pid: sleeper.pid });
    lockDataDir(dir).release();
    const node = alive(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    writeLock(dir, { pid: node.pid, identity: 'another-boot:12345' });
    lockDataDir(dir).release();
  });

  it('recovers a lock naming this pid that this process does not hold (a previous run, e.g. a container\'s pid 1)', () => {
    const dir = dataDir();
    writeLock(dir, { pid: process.pid });
    lockDataDir(dir).release();
  });

  it('refuses an unreadable lock while it may still be being written, and recovers it once old', () => {
    const dir = dataDir();
    writeFileSync(lockPath(dir), '');
    expect(refusal(() => lockDataDir(dir)).message).toBe(`Another Portico server is starting on the data directory ${dir}: stop it, or set DATA_DIR to another directory`);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockPath(dir), old, old);
    lockDataDir(dir).release();
  });

  it('refuses a lock from another host (its pid cannot be checked here) and says which file to delete', () => {
    const dir = dataDir();
    writeLock(dir, { pid: 1, hostname: 'elsewhere.example', port: 8787 });
    expect(refusal(() => lockDataDir(dir)).message).toBe(
      `Another Portico server (pid 1, started 2026-01-01T00:00:00.000Z, port 8787) on host elsewhere.example is using the data directory ${dir}: stop it, or set DATA_DIR to another directory (if it no longer runs there, delete ${lockPath(dir)})`,
    );
  });

  it('release and setPort leave a lock that another process took over alone', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    const other = alive(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    writeLock(dir, { pid: other.pid });
    expect(() => lock.verify()).toThrow(DataDirInUseError);
    expect(() => lock.setPort(1)).toThrow(DataDirInUseError);
    lock.release();
    expect(JSON.parse(readFileSync(lockPath(dir), 'utf8'))).toMatchObject({ pid: other.pid });
  });

  it('a stale lock is removed only if it is still the one judged stale (another start may have just replaced it)', () => {
    const dir = dataDir();
    const stale = JSON.stringify({ pid: 999_999, started: '2026-01-01T00:00:00.000Z', hostname: hostname() });
    const fresh = JSON.stringify({ pid: 4242, started: '2026-01-02T00:00:00.000Z', hostname: hostname() });
    writeFileSync(lockPath(dir), fresh);
    expect(removeStaleLock(lockPath(dir), stale)).toBe(false);
    expect(readFileSync(lockPath(dir), 'utf8')).toBe(fresh);
    writeFileSync(lockPath(dir), stale);
    expect(removeStaleLock(lockPath(dir), stale)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });
});
