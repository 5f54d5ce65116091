import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: '@portico/ui-kit', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
