import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono, Context } from 'hono';
import { publicRouter, type AppEnv } from '../access';
import { CSP_NONCE_PLACEHOLDER, strictCsp } from '@portico/rest-api/csp';

/** Where `pnpm --filter @portico/server build:hosted` writes the hosted login page. */
export const HOSTED_DIST = fileURLToPath(new URL('../../hosted/dist', import.meta.url));

/** The hosted login page runs no inline script or style and may never be framed (clickjacking of the login form). */
export const HOSTED_CSP = strictCsp();

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8',
};

const readOrUndefined = (path: string) => readFile(path).catch(() => undefined);

/**
 * `GET /oauth/account/*`: the built hosted login page (ui-login in the server's own origin). Hashed files under
 * `assets/` are cached for a year; every other path answers index.html (client-side routes), never cached.
 * `options.stripe`: the admin portal's CSP allows Stripe's origins (billing on Stripe with a publishable key).
 */
export function hostedLoginRoutes(dist = HOSTED_DIST, options: { stripe?: boolean } = {}): Hono<AppEnv> {
  const app = publicRouter();
  const root = resolve(dist);
  const send = (c: Context, body: Uint8Array, type: string, cache: string) => {
    c.header('Content-Security-Policy', HOSTED_CSP);
    c.header('Cache-Control', cache);
    c.header('Content-Type', type);
    return c.body(body as Uint8Array<ArrayBuffer>, 200);
  };
  app.get('/oauth/account/*', async (c) => {
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path.slice('/oauth/account/'.length));
    } catch {
      return c.text('Bad path', 400);
    }
    const file = resolve(root, rel);
    const inside = file.startsWith(root + sep) && rel !== 'index.html' && rel !== 'portal.html';
    const found = inside ? await readOrUndefined(file) : undefined;
    if (found) {
      const cache = rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      return send(c, found, TYPES[extname(file)] ?? 'application/octet-stream', cache);
    }
    if (rel.startsWith('assets/')) return c.text('Not found', 404);
    const index = await readOrUndefined(resolve(root, 'index.html'));
    if (!index) return c.text('The hosted login page is not built: run `pnpm --filter @portico/server build`.', 503);
    return send(c, index, TYPES['.html']!, 'no-store');
  });
  // The hosted admin portal: one page (sections switch client-side), a fresh CSP nonce per response.
  const portal = async (c: Context) => {
    const page = await readOrUndefined(resolve(root, 'portal.html'));
    if (!page) return c.text('The hosted admin portal is not built: run `pnpm --filter @portico/server build`.', 503);
    const nonce = randomBytes(16).toString('base64');
    // One `<style>` carrying the nonce is allowed: the scroll lock of the portal's Radix dialogs (get-nonce).
    c.header('Content-Security-Policy', strictCsp({ nonce, stripe: options.stripe === true }));
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', TYPES['.html']!);
    return c.body(page.toString('utf8').replaceAll(CSP_NONCE_PLACEHOLDER, nonce), 200);
  };
  app.get('/oauth/portal', portal);
  app.get('/oauth/portal/*', portal);
  return app;
}
