import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A server process started from source (as `pnpm start` does), with its output collected. */
export interface Spawned {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Resolves when stdout has a line matching `re` (rejects if the process exits first). */
  waitFor(re: RegExp): Promise<RegExpMatchArray>;
}

/** Spawns `src/main.ts` (or another script and its arguments) with exactly `env` (plus PATH/HOME), so no outside setting leaks in. */
export function spawnServer(env: Record<string, string>, args: string[] = ['src/main.ts']): Spawned {
  // node with tsx's loader, not the tsx CLI: the CLI relays signals through a parent that SIGKILLs a child busy for
  // 30 ms, so a graceful-shutdown test on a loaded machine saw exit 143 instead of the drain.
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', ...args], {
    cwd: SERVER_DIR, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const waiters = new Set<() => void>();
  child.stdout!.on('data', (d: Buffer) => { out += d.toString(); for (const w of waiters) w(); });
  child.stderr!.on('data', (d: Buffer) => { err += d.toString(); });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => { for (const w of waiters) w(); r(code); }));
  return {
    child, exited, stdout: () => out, stderr: () => err,
    waitFor: (re) => new Promise((resolve, reject) => {
      const check = () => {
        const m = out.match(re);
        if (m) { waiters.delete(check); resolve(m); } else if (child.exitCode !== null) { waiters.delete(check); reject(new Error(`exited ${child.exitCode}: ${err}`)); }
      };
      waiters.add(check);
      check();
    }),
  };
}
