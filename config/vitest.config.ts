import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'tooling', environment: 'node', include: ['test/**/*.test.ts'] },
});
