import type { Hono, Context } from 'hono';
import type { Deps } from '../deps';
import { publicRouter, type AppEnv } from '../access';
import type { AccessPayload } from '../tokens';
import { getUser } from '../membership';

/** RFC 6750 §3 error answer with its WWW-Authenticate challenge. */
function bearerError(c: Context, status: 401 | 403, error: 'invalid_token' | 'insufficient_scope', description: string) {
  c.header('WWW-Authenticate', `Bearer error="${error}", error_description="${description}"`);
  c.header('Cache-Control', 'no-store');
  return c.json({ error, error_description: description }, status);
}

/**
 * OIDC UserInfo (GET or POST, bearer access token of a live session). Claims follow the granted scope: `email`
 * gives email and email_verified, `profile` gives name; a first-party token (no scope claim) gets all of them.
 */
export function userinfoRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const handler = async (c: Context) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) return bearerError(c, 401, 'invalid_token', 'Missing bearer access token');
    let principal: AccessPayload;
    try {
      principal = await deps.tokens.verify(token);
    } catch {
      return bearerError(c, 401, 'invalid_token', 'Invalid or expired access token');
    }
    if (!(await deps.sessions.isLive(principal.sid))) return bearerError(c, 401, 'invalid_token', 'The session has ended');
    const scope = typeof principal.scope === 'string' ? principal.scope.split(' ') : undefined;
    if (scope && !scope.includes('openid')) return bearerError(c, 403, 'insufficient_scope', 'The openid scope is required');
    const user = await getUser(deps.db, principal.sub);
    if (!user) return bearerError(c, 401, 'invalid_token', 'The user no longer exists');
    const has = (s: string) => !scope || scope.includes(s);
    c.header('Cache-Control', 'no-store');
    return c.json({
      sub: user.id,
      ...(has('email') ? { email: user.email, email_verified: user.verified } : {}),
      ...(has('profile') ? { name: user.name ?? undefined } : {}),
    });
  };
  app.get('/userinfo', handler);
  app.post('/userinfo', handler);
  return app;
}
