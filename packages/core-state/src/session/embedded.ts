import { DEFAULT_TOKEN_EXPIRY_SECONDS } from '../constants';
import { scopedTenantId } from '../redirect/query';
import type { FlowContext } from '../shared/context';
import { createSessionCore, type SessionOptionsBase } from './core';
import { SessionError } from './errors';
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
        const tenantId = scopedTenantId(ctx.pageUrl());
        const answer = await ctx.api.refreshToken(tenantId ? { tenantId } : {});
        if (!answer.accessToken) throw new SessionError('no_token');
        return { accessToken: answer.accessToken, expiresIn: answer.expires_in ?? answer.expiresIn ?? DEFAULT_TOKEN_EXPIRY_SECONDS, issuedAt: now() };
      },
      endSession: () => ctx.api.logout(),
    },
    { syncName: 'portico:session:embedded', ...options },
  );
  return {
    async start() {
      ctx.auth.setLoading();
      await core.refresh();
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
