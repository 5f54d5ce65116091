import { createApiClient, DEFAULT_SOURCE, HEADER_SOURCE, request, type RequestSpec } from '@portico/rest-api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PorticoApi, Tenant } from '../api/types';
import { resolveRoutes, type PorticoRoutes } from '../auth/routes';
import type { AuthController } from '../auth/store';
import type { AuthState } from '../auth/types';
import type { FlowContext } from '../shared/context';
import { defaultNavigate, pageHref, type Logger } from '../shared/env';
import { errorMessage } from '../shared/errors';
import { createTokenVault } from '../tokens/vault';
import type { SessionOptions } from './create';
import { createHostedSession } from './hosted/controller';
import { createOAuthClient } from './hosted/oauth';
import type { HostedSessionController } from './types';

/** Options of {@link createHostedAuth}. */
export interface HostedAuthOptions extends Omit<SessionOptions, 'mode' | 'baseUrl' | 'clientId'> {
  /** Portico API origin. */
  baseUrl: string;
  clientId: string;
  routes?: Partial<PorticoRoutes>;
  navigate?: (url: string) => void;
  logger?: Logger;
}

/** The calls a hosted session, its user load and its auth store make; nothing else is bundled (refresh and logout go through OAuth). */
export type SessionApi = Pick<PorticoApi, 'getProfile' | 'getFlags' | 'getAuthorization' | 'getEntitlements' | 'getTenants' | 'switchTenant'>;

const ID = '/identity/resources';

/**
 * Just the auth store and a hosted-login session, without the flow machines, immer or the full API port of
 * `createPortico`: for pages whose only job is to know who the user is (the sign-in gate), in a few kB.
 * @example const { auth, session } = createHostedAuth({ baseUrl, clientId }); await session.start();
 */
export function createHostedAuth(options: HostedAuthOptions): { auth: StoreApi<AuthState>; session: HostedSessionController } {
  const vault = createTokenVault();
  const client = createApiClient({
    baseUrl: options.baseUrl,
    ...(options.prefix ? { prefix: options.prefix } : {}),
    credentials: 'include',
    getToken: () => vault.get()?.accessToken,
    getPageUrl: pageHref,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const call = <T>(method: RequestSpec['method'], path: string, body?: unknown) =>
    request<T>(client, { method, path, ...(body === undefined ? {} : { body }) });
  const api: SessionApi = {
    getProfile: () => call('GET', `${ID}/users/v2/me`),
    getFlags: async () => {
      const answer = await call<Record<string, unknown>>('GET', '/flags');
      return Object.fromEntries(Object.entries(answer ?? {}).map(([k, v]) => [k, v === true || v === 'on' || v === 'true']));
    },
    getAuthorization: () => call('GET', `${ID}/users/v1/me/authorization`),
    getEntitlements: () => call('GET', '/entitlements/api/v2/user-entitlements'),
    getTenants: () => call('GET', `${ID}/users/v3/me/tenants`),
    switchTenant: (body) => call('PUT', `${ID}/users/v1/tenant`, body),
  };
  const routes = resolveRoutes(options.routes);
  const auth = createStore<AuthState>()((set) => ({
    status: 'loading',
    isLoading: true,
    isAuthenticated: false,
    user: null,
    routes,
    tenants: [],
    async switchTenant(tenantId) {
      try {
        await api.switchTenant({ tenantId });
        await session.refresh();
      } catch (error) {
        set({ error: errorMessage(error) });
      }
    },
    async loadTenants() {
      try {
        set({ tenants: (await api.getTenants()) as Tenant[] });
      } catch (error) {
        set({ error: errorMessage(error) });
      }
    },
  }));
  const controller: AuthController = {
    setLoading: () => auth.setState({ status: 'loading', isLoading: true, isAuthenticated: false }),
    setAuthenticated: (user) => auth.setState({ status: 'authenticated', isLoading: false, isAuthenticated: true, user, error: undefined }),
    setUnauthenticated: (error) => auth.setState({ status: 'unauthenticated', isLoading: false, isAuthenticated: false, user: null, tenants: [], error }),
    patchUser: (patch) => {
      const user = auth.getState().user;
      if (user) auth.setState({ user: { ...user, ...patch } });
    },
  };
  const ctx: FlowContext = {
    // Only the SessionApi calls are reachable from the session and the auth store built here.
    api: api as PorticoApi,
    vault,
    auth: controller,
    routes,
    navigate: options.navigate ?? defaultNavigate,
    pageUrl: pageHref,
    redirect: { enforceSameSite: true, allowedOrigins: [] },
    entitlementsEnabled: false,
    emit: () => {},
    logger: options.logger ?? console,
  };
  // Built directly (not through createSessionController) so the embedded controller stays out of the bundle.
  const base = options.baseUrl.replace(/\/+$/, '');
  const prefix = (options.prefix ?? 'frontegg').replace(/^\/+|\/+$/g, '');
  const redirectUri = options.hosted?.redirectUri ?? new URL(routes.hostedLoginRedirectUrl, pageHref() ?? 'http://localhost/').toString();
  // Imported statically, not through createLazyOAuthClient: a hosted-only page needs the client at start anyway, and
  // one chunk spares the gate the lazy wrapper, Vite's preload helper and a second download.
  const oauth = options.hosted?.oauth ?? createOAuthClient({
    issuer: options.issuer ?? `${base}/${prefix}/oauth`,
    clientId: options.clientId,
    redirectUri,
    // The Portico server requires its source header on cookie-authenticated calls (CSRF defence).
    headers: { [HEADER_SOURCE]: DEFAULT_SOURCE },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.hosted?.metadata ? { metadata: options.hosted.metadata } : {}),
    ...(options.hosted?.allowInsecure !== undefined ? { allowInsecure: options.hosted.allowInsecure } : {}),
  });
  const { hosted: { metadata: _m, allowInsecure: _a, ...hosted } = {}, baseUrl: _b, clientId: _c, issuer: _i, prefix: _p, fetch: _f, routes: _r, navigate: _n, logger: _l, ...rest } = options;
  const session = createHostedSession(ctx, { syncName: `portico:session:hosted:${base}/${prefix}/oauth`, ...rest, ...hosted, oauth, redirectUri });
  return { auth, session };
}
