import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import { migrationNames } from './migrate';

// A fresh PGlite directory costs initdb (3.6–4.0 s measured) plus every migration; a dump of a migrated empty
// database loaded with PGlite's `loadDataDir` skips both. One template per PGlite version and migration list.

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

/** Where the template for this PGlite version and these migrations lives (PGLITE_TEMPLATE_DIR, else beside the data). */
export function templatePath(dataDir: string): string {
  const key = createHash('sha256').update(`${pgliteVersion()}\n${migrationNames().join('\n')}`).digest('hex').slice(0, 16);
  const dir = process.env.PGLITE_TEMPLATE_DIR ?? join(dirname(resolve(dataDir)), '.pglite-templates');
  return join(dir, `template-${key}.tar`);
}

/** The template dump when one exists for a directory that holds no database yet. */
export function templateFor(dataDir: string): Blob | undefined {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return undefined;
  const path = templatePath(dataDir);
  return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}

/** Dumps a freshly initialised and migrated database as the template (best effort: a read-only place just skips it). */
export async function saveTemplate(lite: PGlite, dataDir: string): Promise<void> {
  const path = templatePath(dataDir);
  if (existsSync(path)) return;
  try {
    const dump = Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer());
    mkdirSync(dirname(path), { recursive: true });
    // Written aside and renamed: a concurrent start never reads half a template.
    writeFileSync(`${path}.${process.pid}`, dump);
    renameSync(`${path}.${process.pid}`, path);
  } catch {
    // No template: the next fresh start runs initdb again, nothing else changes.
  }
}
