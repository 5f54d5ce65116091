import { defineProject } from 'vitest/config';

// Starts the real reference server in process (PGlite in memory); the 'source' condition reads workspace packages unbuilt.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: '@portico/contract-tests',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
