import type { Hono, Context } from 'hono';
import { oauthLogoutQuerySchema } from '@portico/rest-api/schemas';
import type { OAuthClient } from '../config';
import type { SessionRow } from '../db/schema';
import type { Deps } from '../deps';
import { publicRouter, type AppEnv } from '../access';
import { requestMeta } from '../http/context';
import { clearRefreshCookie, csrfGuard, readRefreshCookie } from '../http/cookies';
import { check, readBody } from '../http/validate';
import type { IdTokenHint } from '../tokens';
import { getUser } from '../membership';
import { logoutConfirmPage, messagePage } from './form';
import { formCsrfMatches, issueFormCsrf } from './form-csrf';

type LogoutQuery = ReturnType<typeof oauthLogoutQuerySchema.parse>;
interface Resolved { client: OAuthClient | undefined; target: string | undefined; hint: IdTokenHint | undefined }

/**
 * OIDC RP-Initiated Logout. Ending the session needs proof the client asked for it: an ID token hint this server
 * issued for the signed-in user, the source header (fetch from an allowed origin), or a confirmation click on our own
 * page. The return address must be one the client registered, exactly; the redirect uses the registered URL.
 */
export function logoutRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const base = deps.issuer;
  const refuse = (c: Context, message: string, status: 400 | 403 = 400) => c.html(messagePage('Sign-out refused', message), status);

  const resolve = async (q: LogoutQuery): Promise<Resolved | string> => {
    const hint = q.id_token_hint ? await deps.tokens.verifyIdTokenHint(q.id_token_hint) : undefined;
    if (q.id_token_hint && !hint) return 'id_token_hint is not an ID token issued by this server';
    if (hint && q.client_id && hint.aud !== q.client_id) return 'client_id does not match the id_token_hint';
    const clientId = q.client_id ?? hint?.aud;
    const client = clientId ? deps.config.oauthClients.find((cl) => cl.clientId === clientId) : undefined;
    if (clientId && !client) return 'Unknown client_id';
    const target = q.post_logout_redirect_uri;
    if (target && !client) return 'post_logout_redirect_uri needs client_id or id_token_hint';
    if (target && !client!.postLogoutRedirectUris?.includes(target)) return 'post_logout_redirect_uri is not registered for this client';
    return { client, target, hint };
  };

  const viaSourceHeader = async (c: Context): Promise<boolean> => {
    try {
      await csrfGuard(deps)(c, async () => {});
      return true;
    } catch {
      return false;
    }
  };

  const finish = async (c: Context, session: SessionRow | undefined, r: Resolved, state: string | undefined) => {
    clearRefreshCookie(c, deps);
    const ended = [session];
    // The hint names the client's own session (its refresh family); it ends too when it is the hinted user's.
    if (r.hint?.sid && r.hint.sid !== session?.id) {
      const own = await deps.sessions.get(r.hint.sid);
      if (own && own.user_id === r.hint.sub) ended.push(own);
    }
    for (const s of ended) {
      if (!s || s.revoked_at) continue;
      await deps.sessions.revoke(s.id, 'logout');
      await deps.audit.write({ tenantId: s.tenant_id, userId: s.user_id, email: null, action: 'User logged out', description: 'Hosted login logout', ...requestMeta(c) });
    }
    if (r.target) {
      const url = new URL(r.target);
      if (state !== undefined) url.searchParams.set('state', state);
      return c.redirect(url.href, 302);
    }
    return c.req.header('accept')?.includes('text/html') ? c.html(messagePage('Signed out', 'You are signed out.')) : c.json({ ok: true });
  };

  app.get('/logout', async (c) => {
    const q = check(oauthLogoutQuerySchema, c.req.query());
    const r = await resolve(q);
    if (typeof r === 'string') return refuse(c, r);
    const session = await deps.sessions.peek(readRefreshCookie(c));
    const proven = !session || (r.hint && r.hint.sub === session.user_id) || (await viaSourceHeader(c));
    if (proven) return finish(c, session, r, q.state);
    const hidden: Record<string, string> = { csrf: issueFormCsrf(c, deps) };
    if (r.target) hidden.post_logout_redirect_uri = r.target;
    if (r.client) hidden.client_id = r.client.clientId;
    if (q.state !== undefined) hidden.state = q.state;
    const email = (await getUser(deps.db, session.user_id))?.email;
    // Chrome applies form-action to the redirect after the POST as well.
    c.header('Content-Security-Policy', `default-src 'none'; form-action 'self'${r.target ? ` ${new URL(r.target).origin}` : ''}; frame-ancestors 'none'`);
    c.header('Cache-Control', 'no-store');
    return c.html(logoutConfirmPage({ action: `${base}/logout`, hidden, ...(email ? { email } : {}) }));
  });

  app.post('/logout', async (c) => {
    const q = check(oauthLogoutQuerySchema, await readBody(c));
    if (!formCsrfMatches(c, q.csrf) && !(await viaSourceHeader(c))) return refuse(c, 'This sign-out form expired; sign out from the app again.', 403);
    const r = await resolve(q);
    if (typeof r === 'string') return refuse(c, r);
    const session = await deps.sessions.peek(readRefreshCookie(c));
    return finish(c, session, r, q.state);
  });

  return app;
}
