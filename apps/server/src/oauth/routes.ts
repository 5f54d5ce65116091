import type { Hono, Context } from 'hono';
import { z } from 'zod';
import { oauthSilentSchema, oauthTokenSchema } from '@portico/rest-api/schemas';
import { refreshSession } from '../auth';
import { publicRouter, assertImpersonationLive, deriveSession, issues, sessionAccessToken, type AppEnv } from '../access';
import { checkPassword, completeLogin, finishSecondFactor, landingTenant } from '../auth';
import type { OAuthClient } from '../config';
import type { SessionRow } from '../db/schema';
import type { Deps } from '../deps';
import { clearRefreshCookie, csrfGuard, readRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../http/cookies';
import { isApiError } from '../http/errors';
import { body, readBody } from '../http/validate';
import { verifyMfaToken } from '../mfa';
import { limitSecondFactor, checkTotp } from '../mfa-store';
import { ipPasses, RESTRICTION_MSG } from '../restrictions';
import { hashToken, randomToken } from '../tokens';
import { getUser } from '../membership';
import { hostedLoginUrl } from '../hosted';
import { signInPage } from './form';
import { formCsrfMatches, issueFormCsrf } from './form-csrf';
import { clientCredentialsGrant } from './client-credentials';
import { logoutRoutes } from './logout';
import { userinfoRoutes } from './userinfo';
import { isS256Challenge, pkceMatches } from './pkce';

const CODE_TTL_MS = 60_000;

const authorizeQuery = z.object({
  response_type: z.string(), client_id: z.string().min(1), redirect_uri: z.string().min(1), state: z.string().max(2048).optional(),
  scope: z.string().max(1024).optional(), nonce: z.string().max(1024).optional(), code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(), prompt: z.string().optional(),
});
type AuthorizeParams = z.infer<typeof authorizeQuery>;

const oauthError = (c: Context, status: 400 | 401 | 403, error: string, description: string) => c.json({ error, error_description: description }, status);

/** Hosted-login OAuth endpoints: discovery, JWKS, authorize (code + PKCE S256), token, silent, logout. */
export function oauthRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  const clients = () => deps.config.oauthClients;
  const client = (id: string | undefined): OAuthClient | undefined => clients().find((c) => c.clientId === id);
  const base = deps.issuer;

  app.get('/.well-known/openid-configuration', (c) => c.json({
    issuer: base, authorization_endpoint: `${base}/authorize`, token_endpoint: `${base}/token`, jwks_uri: `${base}/.well-known/jwks.json`,
    userinfo_endpoint: `${base}/userinfo`, end_session_endpoint: `${base}/logout`, response_types_supported: ['code'], response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials'], code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'], id_token_signing_alg_values_supported: ['ES256'], subject_types_supported: ['public'],
    scopes_supported: ['openid', 'email', 'profile'], authorization_response_iss_parameter_supported: true,
    claims_supported: ['sub', 'email', 'email_verified', 'name', 'auth_time', 'sid', 'amr', 'nonce'],
  }));
  app.get('/.well-known/jwks.json', (c) => c.json(deps.tokens.jwks()));

  /** Validates the request; errors before the redirect URI is trusted are shown, never redirected (RFC 6749 §4.1.2.1). */
  const validate = (c: Context, raw: unknown): { params: AuthorizeParams } | { response: Response } => {
    const parsed = authorizeQuery.safeParse(raw);
    if (!parsed.success) return { response: c.text('Invalid authorization request: client_id, redirect_uri and response_type are required', 400) };
    const params = parsed.data;
    const cl = client(params.client_id);
    if (!cl) return { response: c.text('Unknown client_id', 400) };
    if (!cl.redirectUris.includes(params.redirect_uri)) return { response: c.text('redirect_uri is not registered for this client', 400) };
    const fail = (error: string, description: string) => ({ response: redirectBack(c, params, { error, error_description: description }) });
    if (params.response_type !== 'code') return fail('unsupported_response_type', 'Only the code flow is supported');
    if (params.code_challenge_method !== 'S256' || !params.code_challenge || !isS256Challenge(params.code_challenge)) {
      return fail('invalid_request', 'PKCE with code_challenge_method S256 is required');
    }
    return { params };
  };

  const redirectBack = (c: Context, params: AuthorizeParams, values: Record<string, string>) => {
    const url = new URL(params.redirect_uri);
    for (const [k, v] of Object.entries(values)) url.searchParams.set(k, v);
    if (params.state !== undefined) url.searchParams.set('state', params.state);
    url.searchParams.set('iss', base);
    return c.redirect(url.toString(), 302);
  };

  const issueCode = async (c: Context, params: AuthorizeParams, session: SessionRow) => {
    const code = randomToken();
    await deps.db.insertInto('oauth_codes').values({
      code_hash: hashToken(code), client_id: params.client_id, session_id: session.id, redirect_uri: params.redirect_uri,
      code_challenge: params.code_challenge!, scope: params.scope ?? 'openid email profile', nonce: params.nonce ?? null,
      expires_at: new Date(Date.now() + CODE_TTL_MS),
    }).execute();
    return redirectBack(c, params, { code });
  };

  const form = (c: Context, params: AuthorizeParams, extra: { error?: string; mfaToken?: string } = {}, status: 200 | 400 | 401 = 200) => {
    const csrf = issueFormCsrf(c, deps);
    const hidden = Object.fromEntries(Object.entries(params).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    c.header('Content-Security-Policy', "default-src 'none'; form-action 'self' " + new URL(params.redirect_uri).origin + "; frame-ancestors 'none'");
    return c.html(signInPage({ action: `${base}/authorize`, hidden: { ...hidden, csrf }, ...extra }), status);
  };

  // Authorize hands out a code for the cookie's session (or the session the form login starts); the token call derives.
  app.get('/authorize', async (c) => {
    const v = validate(c, c.req.query());
    if ('response' in v) return v.response;
    const session = await deps.sessions.peek(readRefreshCookie(c));
    if (session && v.params.prompt !== 'login') return issueCode(c, v.params, session);
    if (v.params.prompt === 'none') return redirectBack(c, v.params, { error: 'login_required', error_description: 'No session' });
    return c.redirect(hostedLoginUrl(deps.config.publicUrl, c.req.path, c.req.query()), 302);
  });

  app.post('/authorize', issues('session', 'token', 'membership'), async (c) => {
    const raw = (await readBody(c)) as Record<string, string>;
    const v = validate(c, raw);
    if ('response' in v) return v.response;
    if (!formCsrfMatches(c, raw.csrf)) return form(c, v.params, { error: 'Your sign-in form expired, please try again' }, 400);
    try {
      let result;
      if (raw.mfaToken) {
        const claims = await verifyMfaToken(raw.mfaToken, deps.config.cookieSecret);
        const user = claims?.step === 'verify' ? await getUser(deps.db, claims.userId) : undefined;
        if (!claims || !user || !(await limitSecondFactor(deps, c, user.id, claims, () => checkTotp(deps.db, user.id, raw.code ?? '', false)))) {
          return form(c, v.params, { error: 'Invalid code', ...(claims ? { mfaToken: raw.mfaToken } : {}) }, 401);
        }
        result = await finishSecondFactor(deps, c, claims, 'otp');
      } else {
        const user = await checkPassword(deps, c, raw.email ?? '', raw.password ?? '');
        result = await completeLogin(deps, c, user, await landingTenant(deps, user), ['pwd']);
      }
      if (result.mfaRequired) {
        if (!result.mfaEnrolled) return form(c, v.params, { error: 'Set up multi-factor authentication in the app first' }, 401);
        return form(c, v.params, { mfaToken: result.mfaToken });
      }
      const session = await deps.sessions.peek(refreshFromSetCookie(c));
      if (!session) throw new Error('session not created');
      return issueCode(c, v.params, session);
    } catch (e) {
      if (isApiError(e)) return form(c, v.params, { error: e.errors.join(', ') }, 401);
      throw e;
    }
  });

  app.post('/token', issues('session', 'token'), clientCredentialsGrant(deps));
  app.post('/token', issues('session', 'token'), async (c) => {
    const parsed = oauthTokenSchema.safeParse(await readBody(c));
    if (!parsed.success) return oauthError(c, 400, 'invalid_request', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join(', '));
    const input = parsed.data;
    if (input.grant_type === 'authorization_code') {
      const row = await deps.db.updateTable('oauth_codes').set({ used_at: new Date() }).where('code_hash', '=', hashToken(input.code))
        .where('used_at', 'is', null).returningAll().executeTakeFirst();
      if (!row) {
        // A replayed code revokes what it had issued (RFC 9700 §4.2.4).
        const used = await deps.db.selectFrom('oauth_codes').select('session_id').where('code_hash', '=', hashToken(input.code)).executeTakeFirst();
        if (used) await deps.sessions.revoke(used.session_id, 'authorization code reuse');
        return oauthError(c, 400, 'invalid_grant', 'Invalid or used authorization code');
      }
      const cl = client(row.client_id);
      if (!cl || (input.client_id && input.client_id !== row.client_id) || row.redirect_uri !== input.redirect_uri
        || row.expires_at.getTime() < Date.now() || !pkceMatches(input.code_verifier, row.code_challenge)) {
        return oauthError(c, 400, 'invalid_grant', 'Authorization code does not match client, redirect_uri or code_verifier, or expired');
      }
      const parent = await deps.sessions.get(row.session_id);
      const user = parent && !parent.revoked_at ? await getUser(deps.db, parent.user_id) : undefined;
      if (!parent || !user) return oauthError(c, 400, 'invalid_grant', 'Session ended');
      // The app gets its own refresh family, derived from the hosted-login session: same act, impersonation, amr, auth_time.
      // A parent whose member may no longer enter the tenant, or whose impersonation ended, is refused there (401).
      const derived = await deriveSession(deps, c, parent, { kind: 'oauth-code', clientId: cl.clientId });
      return c.json(await tokenResponse(c, deps, cl, derived.session, derived.refreshToken, row.scope, row.nonce));
    }
    const cl = client(input.client_id);
    const fromBody = input.refresh_token;
    if (fromBody) {
      // A refresh token in the body belongs to a client that receives it there, and only to that client (RFC 6749 §6).
      if (!cl || !cl.refreshTokenInBody) return oauthError(c, 400, 'invalid_client', 'This client does not use body refresh tokens');
    } else {
      // Cookie-held refresh token: same CSRF rule as the identity refresh call.
      const guard = csrfGuard(deps);
      try { await guard(c, async () => {}); } catch { return oauthError(c, 400, 'invalid_request', 'Missing CSRF protection'); }
    }
    const held = await deps.sessions.peek(fromBody ?? readRefreshCookie(c));
    if (held && !(await ipPasses(deps, c, held.tenant_id))) return oauthError(c, 403, 'access_denied', RESTRICTION_MSG.ipBlocked);
    const result = await deps.sessions.rotate(fromBody ?? readRefreshCookie(c));
    if (result.ok && fromBody && result.session.client_id !== cl!.clientId) {
      // Another client's token: it has leaked, so its family ends.
      await deps.sessions.revoke(result.session.id, 'refresh token presented by another client');
    } else if (result.ok && result.session.act && !(await impersonationLive(deps, c, result.session.id))) {
      // An impersonation's children end with it (access/impersonation.ts): the family is revoked, nothing is issued.
    } else if (result.ok) {
      // Cookie mode answers an ID token only to a cookie client the family belongs to (or the first-party login's).
      const idClient = fromBody ? cl : cl && !cl.refreshTokenInBody && (result.session.client_id ?? cl.clientId) === cl.clientId ? cl : undefined;
      return c.json(await tokenResponse(c, deps, idClient, result.session, result.refreshToken, grantedScope(input.scope), null, fromBody ? cl : undefined));
    }
    if (!fromBody) clearRefreshCookie(c, deps);
    return oauthError(c, 400, 'invalid_grant', 'Invalid, expired or reused refresh token');
  });

  app.post('/authorize/silent', csrfGuard(deps), issues('token'), async (c) => {
    const input = await body(c, oauthSilentSchema);
    const r = await refreshSession(deps, c, input.tenantId ?? undefined);
    return c.json({ ...r, access_token: r.accessToken, expires_in: r.expiresIn, token_type: 'Bearer' });
  });

  app.route('/', logoutRoutes(deps));
  app.route('/', userinfoRoutes(deps));

  return app;
}

/** False (after ending what it must) when the session's impersonation ended or expired. */
async function impersonationLive(deps: Deps, c: Context, sessionId: string): Promise<boolean> {
  try {
    await assertImpersonationLive(deps, c, sessionId);
    return true;
  } catch (e) {
    if (isApiError(e)) return false;
    throw e;
  }
}

/** Reads the refresh token just set on this response (the form login created the session). */
function refreshFromSetCookie(c: Context): string | undefined {
  const header = c.res.headers.getSetCookie?.() ?? [];
  for (const h of header) {
    const m = new RegExp(`^${REFRESH_COOKIE}=([^;]+)`).exec(h);
    if (m) return decodeURIComponent(m[1]!);
  }
  return undefined;
}

/** Refresh may narrow the scope, never widen it past what the hosted login grants. */
function grantedScope(requested: string | undefined): string {
  const allowed = ['openid', 'email', 'profile'];
  const asked = requested?.split(' ').filter((s) => allowed.includes(s));
  return asked?.length ? asked.join(' ') : allowed.join(' ');
}

/**
 * Access token (scoped), ID token when `idClient` is given and scope has openid, and the rotated refresh token: in the
 * body for body clients, else as the httpOnly cookie. `bodyClient` defaults to `idClient`.
 */
async function tokenResponse(c: Context, deps: Deps, idClient: OAuthClient | undefined, session: SessionRow, refreshToken: string, scope: string,
  nonce: string | null, bodyClient: OAuthClient | undefined = idClient) {
  const user = (await getUser(deps.db, session.user_id))!;
  const access_token = await sessionAccessToken(deps, user, session, undefined, idClient || bodyClient ? { scope } : {});
  const amr = session.amr as string[];
  const inBody = bodyClient?.refreshTokenInBody === true;
  if (!inBody) setRefreshCookie(c, deps, refreshToken);
  const id_token = scope.split(' ').includes('openid') && idClient
    ? await deps.tokens.signIdToken({ sub: user.id, email: user.email, emailVerified: user.verified, name: user.name, clientId: idClient.clientId, nonce,
      authTime: Math.floor(session.auth_time.getTime() / 1000), sid: session.id, amr })
    : undefined;
  return {
    access_token, token_type: 'Bearer', expires_in: deps.tokens.expiresIn, scope, ...(id_token ? { id_token } : {}),
    ...(inBody ? { refresh_token: refreshToken } : {}), accessToken: access_token, expiresIn: deps.tokens.expiresIn, tenantId: session.tenant_id,
  };
}
