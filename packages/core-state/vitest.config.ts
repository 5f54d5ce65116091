import { configDefaults, defineProject } from 'vitest/config';

// Node-environment tests run as SSR in Vite, which reads its own condition list; both point at the sources.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: '@portico/core-state',
    environment: 'node',
    // Files share a worker's module graph: the package loads once per worker, not once per file (the run takes about
    // half the time). A file that replaces a module with vi.mock is named *.isolated.test.ts: vitest.isolated.config.ts.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, '**/*.isolated.test.{ts,tsx}'],
  },
});
