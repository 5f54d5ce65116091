import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER, strictCsp } from '@portico/rest-api/csp';

const server = process.env.PORTICO_SERVER_URL ?? 'http://127.0.0.1:8787';
// Same-origin proxy: the refresh cookie stays first-party and no CORS is needed.
// The hosted admin portal (and its assets, served under /oauth/account/) comes from the server too.
const proxy = { '/frontegg': server, '/dev/mailbox': server, '/dev/sms': server, '/dev/auth-strategies': server, '/dev/vendor-settings': server, '/dev/social-providers': server, '/oauth/portal': server, '/oauth/account': server };

// The strict CSP shared with the gate and the server's hosted pages; Stripe's origins only with a publishable key.
const stripe = Boolean(process.env.STRIPE_PUBLISHABLE_KEY);
const csp = (nonce?: string) => strictCsp({ nonce, stripe });

/** Preview server: every HTML page gets a fresh random nonce, in its CSP header and in `<meta name="csp-nonce">`. */
function cspNonce(): Plugin {
  return {
    name: 'portico-csp-nonce',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'csp-nonce', content: CSP_NONCE_PLACEHOLDER }, injectTo: 'head-prepend' }],
    configurePreviewServer(preview) {
      const file = resolve(preview.config.root, preview.config.build.outDir, 'index.html');
      preview.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const page = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') && !/\.\w+$/.test(path);
        if (!page || Object.keys(proxy).some((p) => path.startsWith(p))) return next();
        const nonce = randomBytes(16).toString('base64');
        res.setHeader('Content-Security-Policy', csp(nonce));
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(readFileSync(file, 'utf8').replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), cspNonce()],
  // 'source' points at our packages' sources; Vite's own conditions (module, browser, development|production) stay.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true, proxy, headers: { 'Content-Security-Policy': csp() } },
  // The manifest names each chunk's sources and imports: scripts/size.mjs measures the chunks the demo really ships.
  build: { sourcemap: true, manifest: true },
});
