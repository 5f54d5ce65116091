import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.PORTICO_SERVER_URL ?? 'http://127.0.0.1:8787';
// Same-origin proxy: the refresh cookie stays first-party and no CORS is needed.
const proxy = { '/frontegg': server, '/dev/mailbox': server };

// Strict CSP: no inline script, no inline style attribute; the e2e suite asserts zero violations.
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source'] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true, proxy, headers: { 'Content-Security-Policy': CSP } },
  build: { sourcemap: true },
});
