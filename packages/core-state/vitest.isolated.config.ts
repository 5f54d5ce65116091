import { defineProject } from 'vitest/config';

// The files vitest.config.ts leaves out: each replaces a module with vi.mock (a stand-in of the browser's passkey
// ceremony), so each gets a module graph of its own. The root vitest.config.ts lists this project.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: { name: '@portico/core-state (isolated)', environment: 'node', include: ['src/**/*.isolated.test.{ts,tsx}', 'test/**/*.isolated.test.{ts,tsx}'] },
});
