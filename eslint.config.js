import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import { facesRule, SERVER_KERNEL } from './config/faces.js';
import { layers, testGlobs } from './config/layering.js';

const layerRules = Object.values(layers).map(({ globs, ignores = [], banned, message }) => ({
  files: globs,
  ignores: [...testGlobs, ...ignores],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: banned, message }] }],
  },
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', 'apps/server/build/**', '**/node_modules/**', '**/.turbo/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', 'reports/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui-login/src/**', 'packages/ui-admin-portal/src/**', 'packages/ui-kit/src/**', 'packages/billing/src/**'],
    ignores: testGlobs,
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'UI never fetches: call a core-state action.' }] },
  },
  {
    files: ['packages/*/src/**/*.tsx', 'apps/*/src/**/*.tsx', 'apps/server/hosted/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='style']", message: 'No inline style attributes: a strict CSP blocks them. Use a class or a CSS variable.' },
      ],
    },
  },
  ...layerRules,
  {
    // The server's domains use each other only through index.ts; tests and test kits may import anything.
    files: ['apps/server/src/**/*.ts'],
    ignores: testGlobs,
    plugins: { portico: { rules: { faces: facesRule } } },
    rules: { 'portico/faces': ['error', { root: fileURLToPath(new URL('./apps/server/src', import.meta.url)), kernel: SERVER_KERNEL }] },
  },
);
