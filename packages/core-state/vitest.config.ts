import { defineProject } from 'vitest/config';

// Node-environment tests run as SSR in Vite, which reads its own condition list; both point at the sources.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: '@portico/core-state',
    environment: 'node',
    // Files share a worker's modules: a quarter less CPU; each file creates the stores it tests.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
