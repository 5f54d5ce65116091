import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const server = process.env.PORTICO_SERVER_URL ?? 'http://127.0.0.1:8787';
// Same-origin proxy: the refresh cookie stays first-party and no CORS is needed.
// The hosted admin portal (and its assets, served under /oauth/account/) comes from the server too.
const proxy = { '/frontegg': server, '/dev/mailbox': server, '/dev/sms': server, '/dev/auth-strategies': server, '/dev/vendor-settings': server, '/dev/social-providers': server, '/oauth/portal': server, '/oauth/account': server };

/** Placeholder in index.html replaced by each page load's nonce (see {@link cspNonce}). */
const NONCE_PLACEHOLDER = '__PORTICO_CSP_NONCE__';

/**
 * Strict CSP: no inline script, no inline style attribute; the e2e suite asserts zero violations. The only `<style>`
 * element allowed is one carrying the page's nonce (the scroll lock of Radix dialogs, via get-nonce).
 */
export function csp(nonce?: string, stripe = Boolean(process.env.STRIPE_PUBLISHABLE_KEY)): string {
  // Stripe's origins only when a Stripe publishable key is set (billing on Stripe): Stripe.js, its iframes and its API.
  const js = stripe ? ' https://js.stripe.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${js}`,
    ...(stripe ? ['frame-src https://js.stripe.com https://hooks.stripe.com'] : []),
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self'${stripe ? ' https://api.stripe.com' : ''}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
export const CSP = csp();

/** Preview server: every HTML page gets a fresh random nonce, in its CSP header and in `<meta name="csp-nonce">`. */
function cspNonce(): Plugin {
  return {
    name: 'portico-csp-nonce',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'csp-nonce', content: NONCE_PLACEHOLDER }, injectTo: 'head-prepend' }],
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
        res.end(readFileSync(file, 'utf8').replaceAll(NONCE_PLACEHOLDER, nonce));
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), cspNonce()],
  resolve: { conditions: ['source'] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true, proxy, headers: { 'Content-Security-Policy': CSP } },
  // The manifest names each chunk's sources and imports: scripts/size.mjs measures the chunks the demo really ships.
  build: { sourcemap: true, manifest: true },
});
