import { defineProject } from 'vitest/config';

// Frontegg's published client against the real reference server in process; 'source' reads workspace packages unbuilt.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: '@portico/compat',
    environment: 'node',
    isolate: false,
    // One migrated, seeded PGlite dump per run; each test server loads it instead of migrating from scratch.
    globalSetup: ['../../apps/server/src/test/global-setup.ts'],
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
