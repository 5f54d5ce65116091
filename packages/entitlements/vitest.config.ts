import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  // Files share a worker's module graph (no module keeps per-test state): one import per worker, not one per file.
  test: { name: '@portico/entitlements', environment: 'node', isolate: false },
});
