import { defineConfig, loadEnv } from 'vite';
import { strictCsp } from '@portico/rest-api/csp';

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

export default defineConfig(({ mode }) => {
  // The strict CSP of every Portico page on the built gate (the dev server injects its client script); the
  // gate also calls its API's origin (the token exchange and refresh).
  const api = loadEnv(mode, process.cwd(), 'VITE_').VITE_PORTICO_API_URL;
  const headers = { 'Content-Security-Policy': strictCsp({ connect: URL.canParse(api ?? '') ? [new URL(api!).origin] : [] }) };
  return {
    resolve: { conditions: ['source'] },
    server: { host: '127.0.0.1', port, strictPort: true, ...(proxy ? { proxy } : {}) },
    preview: { host: '127.0.0.1', port, strictPort: true, headers, ...(proxy ? { proxy } : {}) },
    // The polyfill only serves <link rel="modulepreload"> tags in the HTML; the gate ships one chunk and has none.
    build: { sourcemap: true, modulePreload: { polyfill: false } },
  };
});
