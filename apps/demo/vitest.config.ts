import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: '@portico/demo',
    environment: 'jsdom',
    // Files share a worker's modules and jsdom (React and Testing Library load once per worker); test-setup.ts cleans up.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
