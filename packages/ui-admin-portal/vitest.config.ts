import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: '@portico/ui-admin-portal',
    environment: 'jsdom',
    // Files share a worker's modules and jsdom: React, Testing Library and the package load once per worker instead of
    // once per file (the package's run takes a quarter of the time). Tests clean up after themselves (test/setup.ts).
    // A file that replaces a module with vi.mock is named *.isolated.test.tsx: vitest.isolated.config.ts.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, '**/*.isolated.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Sections wait on 500 ms preview answers; two busy CI cores need room beyond the 5 s default.
    testTimeout: 30_000,
  },
});
