import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LOCK_FILE } from './data-dir-lock';
import { copyTemplate, saveTemplate, templatePath } from './pglite-template';

// File-level checks of the template copy (PGlite itself is exercised by every test that opens a database).
describe('PGlite template directory', () => {
  const NAMES = ['0001_core', '20261128000000_test_change'];
  const root = mkdtempSync(join(tmpdir(), 'portico-template-'));
  vi.stubEnv('PGLITE_TEMPLATE_DIR', join(root, 'templates'));
  afterAll(() => { vi.unstubAllEnvs(); rmSync(root, { recursive: true, force: true }); });

  it('saves a closed directory once, copies it into fresh directories only, PG_VERSION included', async () => {
    const made = join(root, 'made');
    mkdirSync(join(made, 'base', '1'), { recursive: true });
    writeFileSync(join(made, 'PG_VERSION'), '17\n');
    writeFileSync(join(made, 'base', '1', '112'), 'page');
    // The lock file names the process that made the directory: never part of the template.
    writeFileSync(join(made, LOCK_FILE), '{"pid":1}');
    expect(await copyTemplate(join(root, 'none'), NAMES)).toBe(false);
    saveTemplate(made, NAMES);
    expect(readFileSync(join(templatePath(made, NAMES), 'base', '1', '112'), 'utf8')).toBe('page');
    expect(existsSync(join(templatePath(made, NAMES), LOCK_FILE))).toBe(false);
    writeFileSync(join(made, 'base', '1', '112'), 'changed');
    saveTemplate(made, NAMES);
    expect(readFileSync(join(templatePath(made, NAMES), 'base', '1', '112'), 'utf8')).toBe('page');

    const fresh = join(root, 'fresh');
    expect(await copyTemplate(fresh, NAMES)).toBe(true);
    expect(readFileSync(join(fresh, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(join(fresh, 'base', '1', '112'), 'utf8')).toBe('page');
    // A directory that already holds a database is never overwritten.
    writeFileSync(join(fresh, 'base', '1', '112'), 'live');
    expect(await copyTemplate(fresh, NAMES)).toBe(false);
    expect(readFileSync(join(fresh, 'base', '1', '112'), 'utf8')).toBe('live');
    expect(existsSync(`${templatePath(made, NAMES)}.${process.pid}`)).toBe(false);
  });

  it('starts from the template the build ships when none is beside the data; PGLITE_TEMPLATE_DIR alone when set', async () => {
    const shipped = join(root, 'shipped');
    const name = templatePath(join(root, 'x'), NAMES).split(/[\\/]/).pop()!;
    mkdirSync(join(shipped, name), { recursive: true });
    writeFileSync(join(shipped, name, 'PG_VERSION'), '17\n');
    vi.stubEnv('PGLITE_TEMPLATE_DIR', join(root, 'no-templates'));
    expect(await copyTemplate(join(root, 'named-dir'), NAMES, shipped)).toBe(false);
    vi.stubEnv('PGLITE_TEMPLATE_DIR', undefined);
    const first = join(root, 'first-ever', 'data');
    expect(await copyTemplate(first, NAMES, shipped)).toBe(true);
    expect(readFileSync(join(first, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(await copyTemplate(join(root, 'elsewhere', 'data'), NAMES, join(root, 'no-build'))).toBe(false);
    vi.stubEnv('PGLITE_TEMPLATE_DIR', join(root, 'templates'));
  });

  it('keys the template by the migration list: one more migration is another template', () => {
    expect(templatePath(join(root, 'x'), [...NAMES, '20261128000001_test_next'])).not.toBe(templatePath(join(root, 'x'), NAMES));
  });
});
