import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The PostgreSQL pass's exclusions (scripts/files-not-on-postgres.ts; asked only in that pass). */
const notOnPostgres = (): string[] => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', 'scripts/files-not-on-postgres.ts'], { cwd: here, encoding: 'utf8' })) as string[];

// Route suites each start a server on a fresh database; argon2 cost is lowered through the test config, not here.
// The 'source' condition lets tests import workspace packages (e.g. @portico/rest-api/schemas) without building them.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: '@portico/server',
    environment: 'node',
    // Files share a worker's module graph: each worker loads the server's modules once instead of once per file (about
    // 1.4 s of import per file). No server module keeps per-test state; files restore timers, spies and env they change.
    isolate: false,
    // One migrated, seeded PGlite dump per run; each test server loads it instead of migrating from scratch.
    globalSetup: ['src/test/global-setup.ts'],
    // The bench copies a baseline tree (with its tests) under .data/; those are not this tree's tests.
    // The PostgreSQL pass (TEST_DATABASE_URL, scripts/test) runs only the files that reach that database; the others
    // open PGlite themselves or no database at all, and the PGlite pass has run them.
    exclude: [...configDefaults.exclude, '.data/**', ...(process.env.TEST_DATABASE_URL ? notOnPostgres() : [])],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
