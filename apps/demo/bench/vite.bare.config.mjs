// Builds the page-load baseline (bench/bare) into node_modules/.cache, out of the demo's dist and of git.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('./bare', import.meta.url)),
  logLevel: 'warn',
  build: { outDir: fileURLToPath(new URL('../node_modules/.cache/page-load-bare', import.meta.url)), emptyOutDir: true },
});
