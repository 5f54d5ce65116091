import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { filesNotOnPostgres } from './postgres-files';

const tree = mkdtempSync(join(tmpdir(), 'portico-pg-files-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(tree, path)), { recursive: true });
  writeFileSync(join(tree, path), text);
};

describe('the files the PostgreSQL pass leaves to the PGlite pass', () => {
  it('are those that reach neither the test server nor TEST_DATABASE_URL, however they would reach it', () => {
    write('src/test/fixture.ts', 'export const startServer = () => 1;\n');
    write('src/a/helper.ts', "import { startServer } from '../test/fixture';\nexport const kit = startServer;\n");
    write('src/a/through-helper.test.ts', "import { kit } from './helper';\nkit();\n");
    write('src/b/cycle-one.ts', "import { two } from './cycle-two';\nexport const one = () => two;\n");
    write('src/b/cycle-two.ts', "import { one } from './cycle-one';\nimport { kit } from '../a/helper';\nexport const two = () => [one, kit];\n");
    write('src/b/through-cycle.test.ts', "import { one } from './cycle-one';\none();\n");
    write('src/c/own-url.test.ts', 'const url = process.env.TEST_DATABASE_URL;\n');
    write('src/d/dynamic.test.ts', "const { startServer } = await import('../test/fixture');\n");
    write('src/e/type-only.test.ts', "import type { kit } from '../a/helper';\nexport type K = typeof kit;\n");
    write('src/e/pure.test.ts', 'export const pure = 1 + 1;\n');
    expect(filesNotOnPostgres(tree)).toEqual(['src/e/pure.test.ts', 'src/e/type-only.test.ts']);
  });

  it('in this server: the PGlite-only and start-up suites stay out, every suite on a test server stays in', () => {
    const out = filesNotOnPostgres(fileURLToPath(new URL('../..', import.meta.url)));
    expect(out).toEqual(expect.arrayContaining(['src/data-dir-lock.test.ts', 'src/db/pglite-prepared.test.ts', 'src/db/migrate.test.ts', 'src/startup.test.ts']));
    for (const kept of ['src/multi-instance.test.ts', 'src/http/db-unavailable.test.ts', 'src/team/isolation.test.ts', 'src/test/request-cost.test.ts', 'src/attacks/rule-edges.test.ts']) {
      expect(out).not.toContain(kept);
    }
  });
});
