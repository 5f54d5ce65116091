import { DEFAULT_TOKEN_EXPIRY_SECONDS } from '../constants';
import { isPorticoError } from '@portico/rest-api';
import { preloadApi } from '../api/lazy';
import { forgetActiveTenant, rememberedActiveTenant } from '../auth/active-tenant';
import { scopedTenantId } from '../redirect/query';
import type { FlowContext } from '../shared/context';
import { signOutLocally } from '../auth/sign-in';
import { createSessionCore, type SessionOptionsBase } from './core';
import { SessionError } from './errors';
import { isCallback, stripCallbackParams } from './hosted/callback';
import type { SessionController } from './types';

/**
 * Embedded mode: the refresh token lives in the server's httpOnly cookie, the access token only in memory.
 * `start` restores a session through `POST /auth/v1/user/token/refresh` (scoped by the page's `tenantId`);
 * refreshes are single-flight in the tab and across tabs; `logout` ends it everywhere, then goes to the login route.
 */
export function createEmbeddedSession(ctx: FlowContext, options: SessionOptionsBase = {}): SessionController {
  const now = options.now ?? Date.now;
  const core = createSessionCore(
    ctx,
    {
      async refresh() {
        const scoped = scopedTenantId(ctx.pageUrl());
        const remembered = !scoped && ctx.sessionPerTenant ? rememberedActiveTenant() : null;
        const tenantId = scoped ?? remembered;
        const answer = await ctx.api.refreshToken(tenantId ? { tenantId } : {}).catch((error: unknown) => {
          // A remembered tenant the user left is forgotten, and the session goes on in its own tenant.
          if (!remembered || !isPorticoError(error) || error.status !== 403) throw error;
          forgetActiveTenant();
          return ctx.api.refreshToken({});
        });
        if (!answer.accessToken) throw new SessionError('no_token');
        return { accessToken: answer.accessToken, expiresIn: answer.expires_in ?? answer.expiresIn ?? DEFAULT_TOKEN_EXPIRY_SECONDS, issuedAt: now() };
      },
      endSession: () => ctx.api.logout(),
    },
    { syncName: 'portico:session:embedded', ...options },
  );
  return {
    async start() {
      const pageUrl = ctx.pageUrl();
      const callback = pageUrl && isCallback(pageUrl, new URL(ctx.routes.hostedLoginRedirectUrl, pageUrl).toString()) ? new URL(pageUrl) : null;
      // Embedded mode never starts a hosted sign-in: an authorization response here is stale or forged; its code leaves the address bar.
      if (callback) stripCallbackParams(callback.toString());
      ctx.auth.setLoading();
      // The REST calls' chunk downloads while the cross-tab lock is awaited, not after its grant.
      preloadApi(ctx.api);
      const token = await core.refresh();
      if (!token && callback) {
        const refused = callback.searchParams.get('error');
        const error = refused
          ? new SessionError('authorization_error', { detail: callback.searchParams.get('error_description') ?? refused })
          : new SessionError('no_transaction');
        signOutLocally(ctx, error.message);
      }
    },
    refresh: () => core.refresh({ force: true }),
    async logout() {
      await core.logoutEverywhere();
      ctx.navigate(ctx.routes.loginUrl);
    },
    getAccessToken: core.getAccessToken,
    dispose: core.dispose,
  };
}
