import { existsSync, linkSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';
import { log } from '../http/log';

// PGlite is one process over its files: a second process on the same directory would not see the first's writes and
// would write the same files. Like PostgreSQL's postmaster.pid, a lock file in the directory names the process using it.

/** The lock file's name inside a PGlite data directory. */
export const LOCK_FILE = 'portico-server.pid';

/** What the lock file says about the process holding the directory. */
export interface LockHolder {
  pid: number;
  /** When the holder started (ISO 8601). */
  started: string;
  /** The port it listens on; absent for a tool or before the server knows it (PORT=0). */
  port?: number;
  /** Set when the holder is a tool (e.g. `key rotation`) rather than a server. */
  tool?: string;
  hostname: string;
  /** Linux: boot id and the process's start time in clock ticks, so a reused pid is not taken for the holder. */
  identity?: string;
}

/** The data directory is held by another live process (or one on another host, which cannot be checked from here). */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  readonly code = 'DATA_DIR_IN_USE';
  constructor(readonly dataDir: string, readonly holder: LockHolder | undefined, lockPath: string) {
    super(inUseMessage(dataDir, holder, lockPath));
  }
}

function inUseMessage(dir: string, h: LockHolder | undefined, lockPath: string): string {
  if (!h) return `Another Portico server is starting on the data directory ${dir}: stop it, or set DATA_DIR to another directory`;
  const what = h.tool ?? 'server';
  const facts = [`pid ${h.pid}`, `started ${h.started}`, ...(h.port === undefined ? [] : [`port ${h.port}`])].join(', ');
  const where = h.hostname === hostname() ? '' : ` on host ${h.hostname}`;
  const remote = where ? ` (if it no longer runs there, delete ${lockPath})` : '';
  return `Another Portico ${what} (${facts})${where} is using the data directory ${dir}: stop it, or set DATA_DIR to another directory${remote}`;
}

/** The directory this process holds (so our own pid in a lock file is either this process or a previous run's). */
const heldHere = new Set<string>();
// A lock file younger than this that cannot be read yet is being written by a start happening right now.
const WRITING_MS = 10_000;

/** Linux: `<boot id>:<start ticks>` of a process, which no later process with the same pid shares; undefined elsewhere. */
function identityOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "pid (command) "; the command may contain spaces. starttime is field 22, i.e. index 19 here.
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return `${readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()}:${ticks}`;
  } catch {
    return undefined;
  }
}

/** Whether the process a lock names still holds the directory. */
function holds(h: LockHolder, dir: string): boolean {
  if (h.hostname !== hostname()) return true; // its pid means nothing here: assume it runs (the message says what to delete)
  if (h.pid === process.pid) return heldHere.has(dir); // else a previous run that had our pid (a container's pid 1)
  if (existsSync('/proc/self/stat')) {
    if (!existsSync(`/proc/${h.pid}`)) return false;
    let argv0 = '';
    try { argv0 = readFileSync(`/proc/${h.pid}/cmdline`, 'utf8').split('\0')[0] ?? ''; } catch { return false; }
    if (!/node/i.test(basename(argv0))) return false; // the pid now belongs to some other program
    return h.identity === undefined || h.identity === identityOf(h.pid);
  }
  try {
    process.kill(h.pid, 0);
    return true;
  } catch (e) {
    return (e as { code?: string }).code === 'EPERM'; // alive, someone else's
  }
}

const readRaw = (path: string): string | undefined => {
  try { return readFileSync(path, 'utf8'); } catch { return undefined; }
};

function parse(raw: string): LockHolder | undefined {
  try {
    const h = JSON.parse(raw) as LockHolder;
    return Number.isInteger(h.pid) && h.pid > 0 && typeof h.hostname === 'string' ? h : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the lock file only if there is none (O_EXCL): of two starts at the same instant exactly one creates it. */
function create(path: string, raw: string): boolean {
  try {
    writeFileSync(path, raw, { flag: 'wx' });
    return true;
  } catch (e) {
    if ((e as { code?: string }).code === 'EEXIST') return false;
    throw e;
  }
}

/**
 * Removes the lock file only if it is still the stale one read as `raw` (another start may have replaced it meanwhile):
 * moved aside atomically first, then compared. Exported for its test.
 */
export function removeStaleLock(path: string, raw: string): boolean {
  const aside = `${path}.stale-${process.pid}`;
  try { renameSync(path, aside); } catch { return false; }
  if (readRaw(aside) === raw) {
    unlinkSync(aside);
    return true;
  }
  // We moved a lock another start has just taken: put it back unless yet another start took the name meanwhile.
  try { linkSync(aside, path); } catch { /* the newer lock stays */ }
  unlinkSync(aside);
  return false;
}

/** A held lock: update the port once the server listens, verify before serving, release on shutdown. */
export interface DataDirLock {
  readonly path: string;
  /** Records the port the server listens on. */
  setPort(port: number): void;
  /** Throws {@link DataDirInUseError} if the lock file no longer names this process. */
  verify(): void;
  /** Removes the lock file if it still names this process. */
  release(): void;
}

/** Who takes a lock: a server (its port, once known) or a named tool. */
export interface LockOwner {
  port?: number | undefined;
  tool?: string | undefined;
}

/** Tries to create the lock, recovering a stale one on the way; false when the race needs another round. */
function acquire(dir: string, path: string, raw: string): boolean {
  if (create(path, raw)) return true;
  const found = readRaw(path);
  if (found === undefined) return false; // released meanwhile
  const holder = parse(found);
  let young = false;
  try { young = Date.now() - statSync(path).mtimeMs < WRITING_MS; } catch { /* gone meanwhile */ }
  if (holder ? holds(holder, dir) : young) throw new DataDirInUseError(dir, holder, path);
  if (removeStaleLock(path, found)) {
    log.warn({ dataDir: dir, lock: holder ?? found.slice(0, 200) }, holder
      ? `recovered a stale lock of the data directory (pid ${holder.pid}, started ${holder.started}, no longer running)`
      : 'recovered a stale lock of the data directory (unreadable lock file)');
  }
  return false;
}

/**
 * Takes the data directory's lock file, recovering a stale one (its process gone, or its pid now another program's) with
 * a log line; throws {@link DataDirInUseError} naming the holder when another live process has it.
 */
export function lockDataDir(dir: string, owner: LockOwner = {}): DataDirLock {
  const path = join(dir, LOCK_FILE);
  const started = new Date(Date.now() - process.uptime() * 1000).toISOString();
  const identity = identityOf(process.pid);
  const me = (port: number | undefined): string => JSON.stringify({
    pid: process.pid, started, ...(port ? { port } : {}), ...(owner.tool ? { tool: owner.tool } : {}), hostname: hostname(), ...(identity ? { identity } : {}),
  } satisfies LockHolder);
  let raw = me(owner.port);
  const inUse = () => {
    const found = readRaw(path);
    return new DataDirInUseError(dir, found === undefined ? undefined : parse(found), path);
  };
  let held = false;
  for (let round = 0; round < 5 && !held; round++) held = acquire(dir, path, raw);
  if (!held) throw inUse();
  heldHere.add(dir);
  const release = () => {
    try { if (readRaw(path) === raw) unlinkSync(path); } catch { /* already gone */ }
    heldHere.delete(dir);
    process.off('exit', release);
  };
  // process.exit() after a failed start still removes it; only a killed process leaves a (stale) lock behind.
  process.on('exit', release);
  const verify = () => {
    if (readRaw(path) !== raw) throw inUse();
  };
  // Re-checked once written: a start recovering a stale lock at this same instant may have removed ours.
  try { verify(); } catch (e) { release(); throw e; }
  return {
    path,
    setPort(port) {
      verify();
      const next = me(port);
      const tmp = `${path}.${process.pid}.tmp`;
      writeFileSync(tmp, next);
      renameSync(tmp, path); // atomic: a reader sees the old or the new content, never half of it
      raw = next;
    },
    verify,
    release,
  };
}
