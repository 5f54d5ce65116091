import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The hosted login page (/oauth/account/*) and the hosted admin portal (/oauth/portal): built once, served by the
// reference server (see src/hosted/routes.ts); both pages share the hashed assets under /oauth/account/assets/.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/oauth/account/',
  plugins: [react()],
  resolve: { conditions: ['source'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsDir: 'assets',
    rollupOptions: { input: { index: fileURLToPath(new URL('index.html', import.meta.url)), portal: fileURLToPath(new URL('portal.html', import.meta.url)) } },
  },
});
