import type { Hono } from 'hono';
import { publicRouter, type AppEnv } from '../access';
import { DOCS_CSP, DOCS_CSS, referencePage } from './page';

/** `GET /{prefix}/docs`: the API reference page (static HTML + `docs.css`, strict CSP), made once from the document. */
export function docsRoutes(document: () => object): Hono<AppEnv> {
  const app = publicRouter();
  let html: string | undefined;
  app.get('/docs', (c) => {
    c.header('content-security-policy', DOCS_CSP);
    c.header('cache-control', 'no-cache');
    return c.html(html ??= referencePage(document() as Parameters<typeof referencePage>[0], 'docs/docs.css', 'openapi.json'));
  });
  app.get('/docs/docs.css', (c) => c.body(DOCS_CSS, 200, { 'content-type': 'text/css; charset=utf-8', 'content-security-policy': DOCS_CSP }));
  return app;
}
