import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder, importsOf } from './import-graph';

const FIXTURE = 'src/test/fixture.ts';

/** Test files under `root`/src, as root-relative paths with forward slashes. */
const testFiles = (root: string): string[] => filesUnder(root, join(root, 'src'), (name) => /\.test\.tsx?$/.test(name));

/**
 * The test files of the server that never reach the database under test: no test server (`test/fixture.ts`, reached
 * through runtime imports or named for a dynamic one) and no `TEST_DATABASE_URL` of their own. They open PGlite
 * themselves, spawn servers on PGlite, or touch no database, so the PostgreSQL pass (vitest.config.ts) leaves them
 * to the PGlite pass, which runs every file.
 */
export function filesNotOnPostgres(root: string): string[] {
  const tests = testFiles(root);
  // Every file the tests load at runtime, with what it loads; then, to a fixed point, which of them reach the fixture.
  const loads = new Map<string, string[]>();
  const queue = [...tests];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (loads.has(file)) continue;
    const next = importsOf(root, file).filter((e) => e.runtime).map((e) => e.to);
    loads.set(file, next);
    queue.push(...next);
  }
  const reaching = new Set([FIXTURE]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, next] of loads) {
      if (!reaching.has(file) && next.some((n) => reaching.has(n))) {
        reaching.add(file);
        grew = true;
      }
    }
  }
  return tests.filter((file) => !reaching.has(file) && !/TEST_DATABASE_URL|test\/fixture/.test(readFileSync(join(root, file), 'utf8')));
}
