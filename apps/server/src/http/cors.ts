import type { MiddlewareHandler } from 'hono';

/** Public, cookie-free documents any origin may read (keys, discovery, the API description). */
const PUBLIC_READS = /\/(\.well-known\/[^/]+|openapi\.json)$/;

/**
 * CORS for hosts on other origins. Only origins on the allow-list (ALLOWED_ORIGINS plus APP_URL) get their origin
 * echoed with credentials, for any method and the headers they ask for; any other origin gets nothing, except a
 * credential-free `*` on public documents. Preflights are answered here, before routing.
 */
export function cors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const listed = !!origin && allowed.has(origin);
    const publicRead = PUBLIC_READS.test(c.req.path);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      const headers = new Headers({ Vary: 'Origin' });
      if (listed) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
        const asked = c.req.header('access-control-request-headers');
        if (asked) headers.set('Access-Control-Allow-Headers', asked);
        headers.set('Access-Control-Max-Age', '600');
      } else if (publicRead) {
        headers.set('Access-Control-Allow-Origin', '*');
        headers.set('Access-Control-Allow-Methods', 'GET');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (listed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      // A host on another origin reads the step-up challenge of a credential route (RFC 9470) from this header.
      c.res.headers.set('Access-Control-Expose-Headers', 'WWW-Authenticate');
    } else if (publicRead && c.req.method === 'GET') {
      c.res.headers.set('Access-Control-Allow-Origin', '*');
    }
  };
}
