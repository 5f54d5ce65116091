import { signIn, signOutLocally } from '../auth/sign-in';
import { claimsOf } from '../auth/user';
import { refreshEntitlements } from '../auth/load-user';
import { REFRESH_MARGIN_SECONDS } from '../constants';
import type { FlowContext } from '../shared/context';
import { SESSION_MESSAGES } from './errors';
import { scheduleRefresh } from './scheduler';
import { singleFlight } from './single-flight';
import { createTabSync, type TabSync } from './tab-sync';
import type { TokenGrant } from './types';

/** Options shared by both session modes; all injectable for tests. */
export interface SessionOptionsBase {
  /** Cross-tab coordinator. @default Web Locks + BroadcastChannel named after the API */
  sync?: TabSync;
  /** Name of the default lock and channel (tabs of one app and API share it). @default "portico:session" */
  syncName?: string;
  now?: () => number;
  /** Seconds before expiry the scheduled refresh runs. @default REFRESH_MARGIN_SECONDS (30) */
  refreshMarginSeconds?: number;
}

/** How a mode talks to its server; the core adds single-flight, cross-tab sharing, scheduling and sign-out. */
export interface SessionStrategy {
  /** One uncoordinated refresh call; throws when there is no session. */
  refresh(): Promise<TokenGrant>;
  /** Ends the server-side session. */
  endSession(): Promise<void>;
  /** Sees every grant the tab takes, its own or another tab's (to keep a rotated refresh token). */
  adopt?(grant: TokenGrant): void;
}

/** The shared part of the embedded and hosted controllers. */
export interface SessionCore {
  /**
   * Coordinated refresh. Success swaps the token (same user and tenant) or signs the user in; failure clears user and
   * token. Resolves with the access token, or null.
   */
  refresh(options?: { force?: boolean }): Promise<string | null>;
  /** Takes a token from a sign-in (hosted callback) and loads the user. */
  accept(grant: TokenGrant): Promise<void>;
  /** Ends the server session (its failure is only logged), then signs out here and in every tab. */
  logoutEverywhere(): Promise<void>;
  /** The access token in memory, or null when absent or expired. */
  getAccessToken(): string | null;
  dispose(): void;
}

/** Seconds left of a grant (a grant adopted from another tab has aged). */
const remainingSeconds = (grant: TokenGrant, now: number) => Math.max(1, Math.floor(grant.expiresIn - (now - grant.issuedAt) / 1000));

/** What a mode adds when the core signs the user out on its own. */
export interface SessionHooks {
  /** Another tab logged out and this one has signed out. */
  onRemoteLogout?(): void;
  /** A scheduled (background) refresh failed and the user was signed out. */
  onScheduledRefreshFailed?(): void;
}

/** Builds the core over a strategy. */
export function createSessionCore(
  ctx: FlowContext,
  strategy: SessionStrategy,
  options: SessionOptionsBase = {},
  hooks: SessionHooks = {},
): SessionCore {
  const now = options.now ?? Date.now;
  const sync = options.sync ?? createTabSync({ name: options.syncName ?? 'portico:session', now });

  // Same subject and tenant: only the token changes; otherwise (first sign-in, tenant switch) the user is reloaded.
  const apply = async (grant: TokenGrant) => {
    strategy.adopt?.(grant);
    const before = ctx.vault.get();
    const expiresIn = remainingSeconds(grant, now());
    if (before) {
      const [a, b] = [claimsOf(before.accessToken), claimsOf(grant.accessToken)];
      if (a.sub === b.sub && a.tenantId === b.tenantId) {
        ctx.vault.set(grant.accessToken, expiresIn);
        // Entitlements follow the tenant's plan on the server: each refresh re-reads them (a plan change shows now).
        if (ctx.entitlementsEnabled) await refreshEntitlements(ctx.api, (entitlements) => ctx.auth.patchUser({ entitlements }));
        return;
      }
    }
    await signIn(ctx, { accessToken: grant.accessToken, expires_in: expiresIn });
  };

  const run = async (force: boolean): Promise<string | null> => {
    const hadSession = ctx.vault.get() !== null;
    try {
      const grant = await sync.refresh(() => strategy.refresh(), { force });
      await apply(grant);
      return grant.accessToken;
    } catch {
      signOutLocally(ctx, hadSession ? SESSION_MESSAGES.refresh_failed : undefined);
      return null;
    }
  };
  const shared = singleFlight(() => run(false));
  const forced = singleFlight(() => run(true));

  const scheduled = () => void shared().then((token) => (token ? undefined : hooks.onScheduledRefreshFailed?.()));
  const stopSchedule = scheduleRefresh(ctx.vault, scheduled, { marginSeconds: options.refreshMarginSeconds ?? REFRESH_MARGIN_SECONDS, now });
  const offToken = sync.onToken((grant) => {
    if (ctx.vault.get()) void apply(grant).catch((e: unknown) => ctx.logger.warn('Adopting a token from another tab failed', e));
  });
  const offLogout = sync.onLogout(() => {
    signOutLocally(ctx);
    ctx.emit({ type: 'logout' });
    hooks.onRemoteLogout?.();
  });

  return {
    refresh: ({ force = false } = {}) => (force ? forced() : shared()),
    accept: apply,
    async logoutEverywhere() {
      try {
        // The server session ends first (it may need this tab's token), so no other tab can silently sign back in.
        await strategy.endSession();
      } catch (e) {
        ctx.logger.warn('Ending the server session failed', e);
      } finally {
        sync.publishLogout();
        signOutLocally(ctx);
        ctx.emit({ type: 'logout' });
      }
    },
    getAccessToken() {
      const entry = ctx.vault.get();
      return entry && entry.expiresAt > now() ? entry.accessToken : null;
    },
    dispose() {
      stopSchedule();
      offToken();
      offLogout();
      sync.close();
    },
  };
}
