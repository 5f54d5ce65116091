import { defineProject } from 'vitest/config';

// The files vitest.config.ts leaves out: each replaces a module with vi.mock (a spy around a shell component), so each
// gets a module graph of its own. The root vitest.config.ts lists this project.
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: '@portico/ui-admin-portal (isolated)',
    environment: 'jsdom',
    include: ['src/**/*.isolated.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 30_000,
  },
});
