import { DEFAULT_SOURCE, HEADER_SOURCE } from '@portico/rest-api';
import type { FlowContext } from '../shared/context';
import type { SessionOptionsBase } from './core';
import { createEmbeddedSession } from './embedded';
import { createHostedSession, type HostedSessionOptions } from './hosted/controller';
import { createLazyOAuthClient } from './hosted/lazy-oauth';
import type { OAuthSettings } from './hosted/oauth';
import type { HostedSessionController, SessionController } from './types';

/** The app's flow context; `readAuth` is accepted for callers that pass it (the session reads the vault instead). */
export interface SessionDeps {
  ctx: FlowContext;
  readAuth?: () => unknown;
}

/** What `createPortico` passes to pick and build the session controller. */
export interface SessionOptions extends SessionOptionsBase {
  /** @default "embedded" */
  mode?: 'embedded' | 'hosted';
  /** API origin (or a function of the path, as `@portico/rest-api` takes it); hosted mode derives the issuer from it. */
  baseUrl?: string | ((path: string) => string);
  /** @default "frontegg" */
  prefix?: string;
  /** OAuth client id (hosted mode). */
  clientId?: string;
  /** Issuer of the hosted login. @default `${baseUrl}/${prefix}/oauth` */
  issuer?: string;
  fetch?: typeof fetch;
  /** Hosted-mode extras (redirect behaviour, storage, history, an injected OAuth client or metadata). */
  hosted?: Partial<HostedSessionOptions> & Pick<OAuthSettings, 'metadata' | 'allowInsecure'>;
}

/**
 * Builds the session controller `createPortico` exposes as `portico.session`: embedded (refresh cookie) by default,
 * hosted (OAuth code + PKCE through oauth4webapi) with `mode: 'hosted'`.
 */
export function createSessionController(deps: SessionDeps, options: SessionOptions = {}): SessionController | HostedSessionController {
  const { ctx } = deps;
  const mode = options.mode ?? 'embedded';
  const path = `/${(options.prefix ?? 'frontegg').replace(/^\/+|\/+$/g, '')}/oauth`;
  const base = typeof options.baseUrl === 'function' ? options.baseUrl(path) : options.baseUrl;
  // Tabs share a lock and channel per mode and API: two apps on one origin never adopt each other's tokens.
  const syncName = options.syncName ?? `portico:session:${mode}:${base ?? ''}${path}`;
  if (mode === 'embedded') return createEmbeddedSession(ctx, { ...options, syncName });

  if (!options.clientId) throw new TypeError('Hosted mode needs a clientId (the OAuth client registered on the server)');
  const issuer = options.issuer ?? (base ? `${base.replace(/\/+$/, '')}${path}` : undefined);
  if (!issuer) throw new TypeError('Hosted mode needs a baseUrl or an issuer');
  const pageOrigin = new URL(ctx.pageUrl() ?? 'http://localhost/').origin;
  const redirectUri = options.hosted?.redirectUri ?? new URL(ctx.routes.hostedLoginRedirectUrl, pageOrigin).toString();
  const oauth =
    options.hosted?.oauth ??
    createLazyOAuthClient({
      issuer,
      clientId: options.clientId,
      redirectUri,
      // The Portico server requires its source header on cookie-authenticated calls (CSRF defence).
      headers: { [HEADER_SOURCE]: DEFAULT_SOURCE },
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.hosted?.metadata ? { metadata: options.hosted.metadata } : {}),
      ...(options.hosted?.allowInsecure !== undefined ? { allowInsecure: options.hosted.allowInsecure } : {}),
    });
  const { mode: _mode, baseUrl: _b, prefix: _p, clientId: _c, issuer: _i, fetch: _f, hosted, ...base2 } = options;
  return createHostedSession(ctx, { ...base2, syncName, ...hosted, oauth, redirectUri });
}
