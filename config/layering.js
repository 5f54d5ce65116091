// The dependency direction of DEVELOPERS.md as data: which workspace packages and third-party roots each layer may not import.
const ours = (...names) => names.map((n) => `@portico/${n}`);

/** @type {Record<string, { globs: string[], ignores?: string[], banned: string[], message: string }>} */
export const layers = {
  entitlements: {
    globs: ['packages/entitlements/src/**/*.ts'],
    banned: ['@portico/*', 'react', 'react-dom', 'zod', 'zustand', 'immer'],
    message: 'entitlements is pure: it imports nothing of ours and no runtime dependency.',
  },
  'rest-api': {
    globs: ['packages/rest-api/src/**/*.ts'],
    ignores: ['packages/rest-api/src/**/schemas.ts'],
    banned: ['@portico/*', 'react', 'react-dom', 'zustand', 'immer', 'zod', 'zod/*'],
    message: 'rest-api is the bottom layer: fetch only, no other Portico package, no UI or state library; zod only in schemas.ts.',
  },
  'rest-api-schemas': {
    globs: ['packages/rest-api/src/**/schemas.ts'],
    banned: ['@portico/*', 'react', 'react-dom', 'zustand', 'immer'],
    message: 'rest-api schemas import zod and nothing of ours.',
  },
  'core-state': {
    globs: ['packages/core-state/src/**/*.ts'],
    banned: [...ours('billing', 'ui-login', 'ui-admin-portal', 'ui-kit'), 'react', 'react-dom', 'react/*', 'react-dom/*'],
    message: 'core-state has no React (bindings live in src/react/) and never imports billing or UI packages.',
  },
  'core-state-react': {
    globs: ['packages/core-state/src/react/**/*.{ts,tsx}'],
    banned: ours('billing', 'ui-login', 'ui-admin-portal', 'ui-kit'),
    message: 'core-state React bindings never import billing or UI packages.',
  },
  billing: {
    globs: ['packages/billing/src/**/*.{ts,tsx}'],
    ignores: ['packages/billing/src/react/**'],
    banned: ours('ui-login', 'ui-admin-portal', 'ui-kit', 'rest-api'),
    message: 'billing sits on core-state: no UI packages, and no direct API client.',
  },
  // Billing's screens use the shared primitives (buttons, fields) instead of hand-rolled copies; its stores stay UI-free.
  'billing-react': {
    globs: ['packages/billing/src/react/**/*.{ts,tsx}'],
    banned: ours('ui-login', 'ui-admin-portal', 'rest-api'),
    message: 'billing screens may use ui-kit primitives, never the login box, the portal or the API client.',
  },
  ui: {
    globs: ['packages/ui-login/src/**/*.{ts,tsx}', 'packages/ui-admin-portal/src/**/*.{ts,tsx}', 'packages/ui-kit/src/**/*.{ts,tsx}'],
    banned: [...ours('rest-api', 'rest-api/*'), 'zustand', 'zustand/*'],
    message: 'UI packages are thin: read core-state selectors and call its actions; never talk to the API client.',
  },
};

// Which folders each layer lets tests reach into is not restricted: tests may use any dev tool.
export const testGlobs = ['**/*.test.ts', '**/*.test.tsx', '**/*.bench.ts', '**/test/**', '**/bench/**'];
