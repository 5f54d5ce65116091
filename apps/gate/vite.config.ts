import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// GATE_API_PROXY (e.g. http://127.0.0.1:8787) serves the API, the server's hosted login page and admin portal under the gate's own
// origin: the same-origin deployment shape (gate and server behind one reverse proxy), used by the browser tests.
const apiProxy = process.env.GATE_API_PROXY;
const proxy = apiProxy
  ? {
      '/frontegg': { target: apiProxy, changeOrigin: false },
      '/oauth/account': { target: apiProxy, changeOrigin: false },
      // The hosted admin portal, the gate's default admin destination.
      '/oauth/portal': { target: apiProxy, changeOrigin: false },
    }
  : undefined;

// GATE_PORT moves the gate (parallel browser-test runs on one machine).
const port = Number(process.env.GATE_PORT ?? 5174);

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: { host: '127.0.0.1', port, strictPort: true, ...(proxy ? { proxy } : {}) },
  preview: { host: '127.0.0.1', port, strictPort: true, ...(proxy ? { proxy } : {}) },
  build: { sourcemap: true },
});
