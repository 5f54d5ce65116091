import { defineProject } from 'vitest/config';

// Node-environment tests run as SSR in Vite, which reads its own condition list; both point at the sources.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: '@portico/core-state',
    environment: 'node',
    // Isolated files: the passkey and WebAuthn tests each load their own stand-in of the browser's ceremony library.
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
