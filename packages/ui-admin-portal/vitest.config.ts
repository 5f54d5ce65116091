import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: '@portico/ui-admin-portal',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Sections wait on 500 ms preview answers; two busy CI cores need room beyond the 5 s default.
    testTimeout: 30_000,
  },
});
