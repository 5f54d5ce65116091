import type { TokenEndpointResponse } from 'oauth4webapi';
import { signOutLocally } from '../../auth/sign-in';
import { DEFAULT_TOKEN_EXPIRY_SECONDS } from '../../constants';
import type { FlowContext } from '../../shared/context';
import { createSessionCore, type SessionOptionsBase } from '../core';
import { isSessionError, SessionError } from '../errors';
import type { HostedSessionController, TokenGrant } from '../types';
import { isCallback, stripCallbackParams, type HistoryLike } from './callback';
import type { OAuthClient } from './oauth';
import { defaultTransactionStorage, peekTransaction, saveTransaction, takeTransaction, TRANSACTION_KEY, type TransactionStorage } from './transaction';

/** Redirects started within this window without a completed callback count as one run (loop guard). */
const LOOP_WINDOW_MS = 30_000;
/** More redirects in a row than this stop with an error instead of looping between app and server. */
const MAX_REDIRECTS_IN_A_ROW = 3;

/** Options of {@link createHostedSession}. */
export interface HostedSessionOptions extends SessionOptionsBase {
  oauth: OAuthClient;
  /** Absolute redirect URI (the `hostedLoginRedirectUrl` route on the page origin). */
  redirectUri: string;
  /** Send unauthenticated visitors to the authorization server at once (product-spec §4). @default true */
  autoRedirect?: boolean;
  /** When no refresh token is in memory, try the server's httpOnly refresh cookie (Portico server). @default true */
  cookieRefresh?: boolean;
  /** Where the authorization server sends the browser after logout. @default the redirect URI's origin + "/" */
  postLogoutRedirectUri?: string;
  /** @default sessionStorage */
  storage?: TransactionStorage | null;
  /** @default globalThis.history */
  history?: HistoryLike;
  /** Ends the server session from the page (RP-initiated logout). @default a credentialed no-cors GET */
  endSession?: (url: string) => Promise<void>;
}

/**
 * Hosted mode: authorization code + PKCE S256 through oauth4webapi. `start` handles the callback (strips
 * code/state/iss first), else tries a silent refresh and falls back to the authorize redirect. Tokens stay in memory.
 */
export function createHostedSession(ctx: FlowContext, options: HostedSessionOptions): HostedSessionController {
  const now = options.now ?? Date.now;
  const storage = options.storage === undefined ? defaultTransactionStorage() : options.storage;
  const autoRedirect = options.autoRedirect ?? true;
  const postLogout = options.postLogoutRedirectUri ?? `${new URL(options.redirectUri).origin}/`;
  const endSession = options.endSession ?? ((url: string) => fetch(url, { mode: 'no-cors', credentials: 'include' }).then(() => undefined));
  // Memory only (SECURITY.md 6): a rotated refresh token when the server returns one in the body, and the ID token hint.
  let refreshToken: string | undefined;
  let idToken: string | undefined;

  const grantOf = (r: TokenEndpointResponse): TokenGrant => ({
    accessToken: r.access_token,
    expiresIn: r.expires_in ?? DEFAULT_TOKEN_EXPIRY_SECONDS,
    issuedAt: now(),
    ...(r.refresh_token ? { refreshToken: r.refresh_token } : {}),
  });

  const login = async ({ returnTo }: { returnTo?: string } = {}) => {
    if (!storage) throw new TypeError('Hosted login needs sessionStorage to carry the PKCE transaction across the redirect');
    // A transaction still pending a moment later means the last redirect came back without a callback.
    const previous = peekTransaction(storage, now());
    const attempt = previous && now() - previous.createdAt < LOOP_WINDOW_MS ? (previous.attempt ?? 1) + 1 : 1;
    if (attempt > MAX_REDIRECTS_IN_A_ROW) {
      storage.removeItem(TRANSACTION_KEY);
      throw new SessionError('redirect_loop');
    }
    const { url, transaction } = await options.oauth.begin(returnTo, now());
    saveTransaction(storage, { ...transaction, attempt });
    ctx.navigate(url);
  };
  const fallBackToLogin = async () => {
    if (!autoRedirect) return;
    await login({ returnTo: ctx.pageUrl() }).catch((e: unknown) => {
      ctx.logger.error('Hosted login redirect failed', e);
      signOutLocally(ctx, isSessionError(e) ? e.message : undefined);
    });
  };

  const core = createSessionCore(
    ctx,
    {
      async refresh() {
        if (!refreshToken && options.cookieRefresh === false) throw new SessionError('refresh_failed');
        const answer = await options.oauth.refresh(refreshToken);
        if (answer.id_token) idToken = answer.id_token;
        return grantOf(answer);
      },
      async endSession() {
        const token = refreshToken;
        refreshToken = undefined;
        if (token) await options.oauth.revoke(token).catch((e: unknown) => ctx.logger.warn('Token revocation failed', e));
        const url = await options.oauth.endSessionUrl(postLogout, idToken);
        idToken = undefined;
        if (url) await endSession(url);
      },
      adopt(grant) {
        if (grant.refreshToken) refreshToken = grant.refreshToken;
      },
    },
    { syncName: 'portico:session:hosted', ...options },
    {
      onRemoteLogout() {
        refreshToken = undefined;
        idToken = undefined;
        void fallBackToLogin();
      },
      // A background refresh that fails falls back to the authorize redirect, like a failed start.
      onScheduledRefreshFailed: () => void fallBackToLogin(),
    },
  );

  const handleCallback = async (pageUrl: string) => {
    // Before any await: the code, state and iss leave the address bar and history before the app renders.
    stripCallbackParams(pageUrl, options.history);
    ctx.auth.setLoading();
    const transaction = storage ? takeTransaction(storage, now()) : null;
    try {
      if (!transaction) throw new SessionError('no_transaction');
      const answer = await options.oauth.complete(new URL(pageUrl), transaction);
      idToken = answer.id_token;
      await core.accept(grantOf(answer));
      const back = transaction.returnTo && new URL(transaction.returnTo, pageUrl);
      if (back && back.origin === new URL(pageUrl).origin) (options.history ?? globalThis.history)?.replaceState(null, '', back.toString());
    } catch (error) {
      // No automatic retry: a refused callback (state mismatch, replay) must not loop back to the server.
      const message = isSessionError(error) ? error.message : new SessionError('token_exchange_failed', { cause: error }).message;
      ctx.logger.warn('Hosted login callback refused:', message);
      signOutLocally(ctx, message);
    }
  };

  return {
    async start() {
      const pageUrl = ctx.pageUrl();
      if (pageUrl && isCallback(pageUrl, options.redirectUri)) return handleCallback(pageUrl);
      ctx.auth.setLoading();
      if (!(await core.refresh())) await fallBackToLogin();
    },
    async refresh() {
      const token = await core.refresh({ force: true });
      if (!token) await fallBackToLogin();
      return token;
    },
    async logout() {
      await core.logoutEverywhere();
      await fallBackToLogin();
    },
    login,
    getAccessToken: core.getAccessToken,
    dispose: core.dispose,
  };
}
