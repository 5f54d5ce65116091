export { createSessionController } from './create';
export type { SessionDeps, SessionOptions } from './create';
export { createEmbeddedSession } from './embedded';
export { createHostedSession } from './hosted/controller';
export type { HostedSessionOptions } from './hosted/controller';
// createOAuthClient stays out of this barrel: embedded hosts load it lazily (hosted/lazy-oauth.ts); only createHostedAuth
// (standalone.ts, the `/hosted` entry of the package) imports it statically.
export type { OAuthClient, OAuthSettings } from './hosted/oauth';
export { CALLBACK_PARAMS, isCallback, stripCallbackParams, withoutCallbackParams } from './hosted/callback';
export { TRANSACTION_KEY, TRANSACTION_TTL_MS } from './hosted/transaction';
export type { AuthTransaction } from './hosted/transaction';
export { createSessionCore } from './core';
export type { SessionCore, SessionHooks, SessionOptionsBase, SessionStrategy } from './core';
export { ADOPT_WINDOW_MS, createTabSync } from './tab-sync';
export type { TabSync, TabSyncOptions } from './tab-sync';
export type { ChannelLike, LocksLike, TabMessage } from './tab-messages';
export { refreshDelay, scheduleRefresh } from './scheduler';
export { singleFlight } from './single-flight';
export { isSessionError, SESSION_MESSAGES, SessionError } from './errors';
export type { SessionErrorCode } from './errors';
export type { HostedSessionController, SessionController, TokenGrant } from './types';
