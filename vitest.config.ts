import { defineConfig } from 'vitest/config';

// One run over every workspace project so scripts/test can count all tests in one report.
export default defineConfig({
  test: {
    projects: ['config/vitest.config.ts', 'packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'tests/*/vitest.config.ts'],
  },
});
