import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import { exchangeClientCredentials, type AppEnv } from '../access';
import { isApiError } from '../http/errors';
import { readBody } from '../http/validate';

/** client_id and client_secret from HTTP Basic (RFC 6749 §2.3.1: form-encoded, then base64) or the form body. */
function credentials(header: string | undefined, form: Record<string, unknown>): { id: string; secret: string } | undefined {
  const basic = header && /^Basic\s+(.+)$/i.exec(header)?.[1];
  if (basic) {
    const text = Buffer.from(basic, 'base64').toString('utf8');
    const at = text.indexOf(':');
    if (at < 0) return undefined;
    try {
      return { id: decodeURIComponent(text.slice(0, at).replace(/\+/g, ' ')), secret: decodeURIComponent(text.slice(at + 1).replace(/\+/g, ' ')) };
    } catch {
      return undefined;
    }
  }
  const { client_id: id, client_secret: secret } = form;
  return typeof id === 'string' && typeof secret === 'string' ? { id, secret } : undefined;
}

/**
 * `grant_type=client_credentials` at `/oauth/token` for API tokens; other grants fall through to the code and refresh
 * handler (Hono caches the body, so it can read it again).
 */
export function clientCredentialsGrant(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const form = (await readBody(c)) as Record<string, unknown>;
    if (form?.grant_type !== 'client_credentials') return next();
    const creds = credentials(c.req.header('authorization'), form ?? {});
    const fail = () => c.json({ error: 'invalid_client', error_description: 'Invalid client credentials' }, 401,
      c.req.header('authorization') ? { 'WWW-Authenticate': 'Basic realm="portico"' } : {});
    if (!creds || creds.secret.length > 512) return fail();
    try {
      const r = await exchangeClientCredentials(deps, creds.id, creds.secret);
      c.header('Cache-Control', 'no-store');
      return c.json({ access_token: r.accessToken, token_type: 'Bearer', expires_in: r.expiresIn, accessToken: r.accessToken, expiresIn: r.expiresIn, tenantId: r.tenantId });
    } catch (e) {
      if (isApiError(e) && e.status === 401) return fail();
      throw e;
    }
  };
}
