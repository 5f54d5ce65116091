import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { LOCK_FILE } from './data-dir-lock';

// A fresh PGlite directory costs initdb (3.6–4.0 s measured) plus every migration; a copy of a migrated empty
// database directory skips both. One template per PGlite version and migration list. The template is the directory
// itself, cleanly shut down, copied with node:fs: loading a `dumpDataDir` tarball through PGlite's WebAssembly file
// system, and the crash recovery its first start then ran, cost ~1.3 s of CPU more (bench/RESULTS.md).

/** Installed PGlite version (a dump only loads into the version that made it). */
function pgliteVersion(): string {
  try {
    let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/**
 * The templates `pnpm build` ships beside the built server (scripts/build-template.ts), so even the first ever start
 * skips initdb. Source (src/db/) and bundle (build/server/) both sit two levels below the package.
 */
export const SHIPPED_TEMPLATES = fileURLToPath(new URL('../../build/pglite-template/', import.meta.url));

/** `migrations`: the names of this build's migrations in run order (db/migrate.ts `migrationNames`). */
const templateName = (migrations: readonly string[]): string =>
  `template-${createHash('sha256').update(`${pgliteVersion()}\n${migrations.join('\n')}`).digest('hex').slice(0, 16)}`;

/** Where the template for this PGlite version and these migrations lives (PGLITE_TEMPLATE_DIR, else beside the data). */
export function templatePath(dataDir: string, migrations: readonly string[]): string {
  return join(process.env.PGLITE_TEMPLATE_DIR || join(dirname(resolve(dataDir)), '.pglite-templates'), templateName(migrations));
}

/** The template to start from: the one beside the data (or PGLITE_TEMPLATE_DIR's, then only that), else the shipped one. */
function existingTemplate(dataDir: string, migrations: readonly string[], shipped: string): string | undefined {
  const places = [templatePath(dataDir, migrations), ...(process.env.PGLITE_TEMPLATE_DIR ? [] : [join(shipped, templateName(migrations))])];
  return places.find((path) => existsSync(join(path, 'PG_VERSION')));
}

/**
 * Copies the template into a directory that holds no database yet; false when there is no template. PG_VERSION is
 * copied last, so an interrupted copy is not taken for a database (the next start copies again).
 */
export async function copyTemplate(dataDir: string, migrations: readonly string[], shipped = SHIPPED_TEMPLATES): Promise<boolean> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return false;
  const path = existingTemplate(dataDir, migrations, shipped);
  if (!path) return false;
  // On a worker thread, so the ~1,300 files copy while the server's modules load (fs.promises.cp was slower still).
  await new Promise<void>((done, fail) => {
    new Worker(COPY, { eval: true, workerData: { from: path, to: dataDir } }).once('error', fail).once('exit', (code) => (code === 0 ? done() : fail(new Error(`template copy exited ${code}`))));
  });
  return true;
}

// A plain walk of readdir + copyFile: cpSync's per-entry checks cost ≈ a third more CPU on these ~1,300 files.
const COPY = `
const { copyFileSync, mkdirSync, readdirSync } = require('node:fs');
const { join } = require('node:path');
const { from, to } = require('node:worker_threads').workerData;
const walk = (src, dst) => {
  mkdirSync(dst, { recursive: true });
  for (const e of readdirSync(src, { withFileTypes: true })) {
    if (e.isDirectory()) walk(join(src, e.name), join(dst, e.name));
    else if (src !== from || e.name !== 'PG_VERSION') copyFileSync(join(src, e.name), join(dst, e.name));
  }
};
walk(from, to);
copyFileSync(join(from, 'PG_VERSION'), join(to, 'PG_VERSION'));
`;

/** Keeps a copy of a freshly initialised, migrated and cleanly closed directory as the template (best effort). */
export function saveTemplate(dataDir: string, migrations: readonly string[]): void {
  const path = templatePath(dataDir, migrations);
  if (existsSync(path)) return;
  const aside = `${path}.${process.pid}`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    // Copied aside and renamed: a concurrent start never reads half a template.
    // Not the lock file (data-dir-lock.ts): it names this process, and each copy is locked by the process copying it.
    cpSync(dataDir, aside, { recursive: true, filter: (f) => !f.startsWith(join(dataDir, LOCK_FILE)) });
    renameSync(aside, path);
  } catch {
    // No template (read-only place, or another start saved it first): the next fresh start runs initdb again.
    rmSync(aside, { recursive: true, force: true });
  }
}
