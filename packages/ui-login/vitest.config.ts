import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: '@portico/ui-login',
    environment: 'jsdom',
    // Files share a worker's modules and jsdom: React, Testing Library and the package load once per worker instead of
    // once per file (the package's run takes a quarter of the time). Tests clean up after themselves (test/setup.ts).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
