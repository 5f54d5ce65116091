import { defineConfig } from 'vitest/config';
import { SlowFirst } from './config/slow-first';

// One run over every workspace project so scripts/test can count all tests in one report.
export default defineConfig({
  test: {
    // Both cores of a 2-core CI machine (the default leaves one idle): the suite runs in about 7 min instead of 10.
    maxWorkers: 2,
    sequence: { sequencer: SlowFirst },
    projects: [
      'config/vitest.config.ts', 'packages/*/vitest.config.ts', 'packages/core-state/vitest.isolated.config.ts',
      'packages/ui-admin-portal/vitest.isolated.config.ts', 'apps/*/vitest.config.ts',
      // scripts/test runs the contract and compatibility suites apart, beside the browser tests (PORTICO_CONTRACT_APART=1).
      ...(process.env.PORTICO_CONTRACT_APART === '1' ? [] : ['tests/*/vitest.config.ts']),
    ],
  },
});
