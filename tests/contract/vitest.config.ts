import { defineProject } from 'vitest/config';

// Starts the real reference server in process (PGlite in memory); the 'source' condition reads workspace packages unbuilt.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: '@portico/contract-tests',
    environment: 'node',
    // Files share a worker's module graph (the server and the client load once per worker, not once per file).
    isolate: false,
    // One migrated, seeded PGlite dump per run; each test server loads it instead of migrating from scratch.
    globalSetup: ['../../apps/server/src/test/global-setup.ts'],
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
