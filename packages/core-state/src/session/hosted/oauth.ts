import * as oauth from 'oauth4webapi';
import { SessionError } from '../errors';
import type { AuthTransaction } from './transaction';

/** Scope of the hosted login (product-spec §4). */
export const HOSTED_SCOPE = 'openid email profile';

/** Settings of the OAuth client; every protocol step goes through oauth4webapi. */
export interface OAuthSettings {
  /** Issuer identifier; its `/.well-known/openid-configuration` is read once. */
  issuer: string;
  clientId: string;
  /** Absolute redirect URI registered for the client. */
  redirectUri: string;
  /** @default "openid email profile" */
  scope?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Headers added to token calls (the Portico server wants its source header on cookie-authenticated calls). */
  headers?: Record<string, string>;
  /** Use plain http (loopback development and tests only). @default true for http loopback issuers */
  allowInsecure?: boolean;
  /** Metadata to use instead of discovery. */
  metadata?: oauth.AuthorizationServer;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;

/** A thin layer over oauth4webapi bound to one client. */
export interface OAuthClient {
  metadata(): Promise<oauth.AuthorizationServer>;
  /** A new transaction (verifier from crypto.getRandomValues, fresh state and nonce) and its authorize URL. */
  begin(returnTo?: string, now?: number): Promise<{ url: string; transaction: AuthTransaction }>;
  /** Validates the callback (state, iss, error) and exchanges the code (PKCE); checks the ID token's aud, exp, nonce, alg. */
  complete(callbackUrl: URL, transaction: AuthTransaction): Promise<oauth.TokenEndpointResponse>;
  /** Refresh grant; without `refreshToken` the server's httpOnly cookie carries it (Portico server). */
  refresh(refreshToken?: string): Promise<oauth.TokenEndpointResponse>;
  /** Revokes a refresh token when the server has a revocation endpoint. */
  revoke(token: string): Promise<void>;
  /** The RP-initiated logout URL, or null when the server has none. */
  endSessionUrl(postLogoutRedirectUri: string, idTokenHint?: string): Promise<string | null>;
}

/** Creates the client; discovery happens on first use and is cached. */
export function createOAuthClient(settings: OAuthSettings): OAuthClient {
  const issuer = new URL(settings.issuer);
  const insecure = settings.allowInsecure ?? (issuer.protocol === 'http:' && LOOPBACK.test(issuer.hostname));
  const fetchImpl = settings.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const client: oauth.Client = { client_id: settings.clientId };
  const auth = oauth.None();
  // credentials: 'include' lets the Portico server's httpOnly refresh cookie ride along (same-site API).
  const http = {
    [oauth.allowInsecureRequests]: insecure,
    [oauth.customFetch]: (url: string, init: RequestInit) => fetchImpl(url, { ...init, credentials: 'include' }),
  };
  const tokenOptions = { ...http, ...(settings.headers ? { headers: settings.headers } : {}) };

  let discovered: Promise<oauth.AuthorizationServer> | null = settings.metadata ? Promise.resolve(hardened(settings.metadata)) : null;
  const metadata = () => {
    discovered ??= oauth
      .discoveryRequest(issuer, { ...http, algorithm: 'oidc' })
      .then((response) => oauth.processDiscoveryResponse(issuer, response))
      .then(hardened)
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    metadata,
    async begin(returnTo, now = Date.now()) {
      const as = await metadata();
      if (!as.authorization_endpoint) throw new TypeError('The authorization server has no authorization_endpoint');
      const transaction: AuthTransaction = {
        state: oauth.generateRandomState(),
        codeVerifier: oauth.generateRandomCodeVerifier(),
        nonce: oauth.generateRandomNonce(),
        redirectUri: settings.redirectUri,
        createdAt: now,
        ...(returnTo ? { returnTo } : {}),
      };
      const url = new URL(as.authorization_endpoint);
      const params = {
        client_id: settings.clientId,
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        scope: settings.scope ?? HOSTED_SCOPE,
        state: transaction.state,
        nonce: transaction.nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(transaction.codeVerifier),
        code_challenge_method: 'S256',
      };
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      return { url: url.toString(), transaction };
    },
    async complete(callbackUrl, transaction) {
      const as = await metadata();
      let params: URLSearchParams;
      try {
        params = oauth.validateAuthResponse(as, client, callbackUrl, transaction.state);
      } catch (error) {
        throw callbackError(error);
      }
      try {
        const response = await oauth.authorizationCodeGrantRequest(as, client, auth, params, transaction.redirectUri, transaction.codeVerifier, tokenOptions);
        return await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: transaction.nonce, requireIdToken: true });
      } catch (error) {
        throw tokenError(error);
      }
    },
    async refresh(refreshToken) {
      const as = await metadata();
      const response = refreshToken
        ? await oauth.refreshTokenGrantRequest(as, client, auth, refreshToken, tokenOptions)
        : await oauth.genericTokenEndpointRequest(as, client, auth, 'refresh_token', {}, tokenOptions);
      return oauth.processRefreshTokenResponse(as, client, response);
    },
    async revoke(token) {
      const as = await metadata();
      if (!as.revocation_endpoint) return;
      await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, auth, token, tokenOptions));
    },
    async endSessionUrl(postLogoutRedirectUri, idTokenHint) {
      const as = await metadata();
      if (!as.end_session_endpoint) return null;
      const url = new URL(as.end_session_endpoint);
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
      if (idTokenHint) url.searchParams.set('id_token_hint', idTokenHint);
      return url.toString();
    },
  };
}

/** `alg: none` is never accepted for ID tokens, even when a server advertises it (SECURITY.md 3). */
function hardened(as: oauth.AuthorizationServer): oauth.AuthorizationServer {
  const algs = as.id_token_signing_alg_values_supported?.filter((alg) => alg !== 'none');
  return { ...as, id_token_signing_alg_values_supported: algs && algs.length > 0 ? algs : ['RS256'] };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function callbackError(error: unknown): SessionError {
  if (error instanceof oauth.AuthorizationResponseError) {
    return new SessionError('authorization_error', { detail: error.error_description ?? error.error, cause: error });
  }
  const message = messageOf(error);
  if (message.includes('"state"')) return new SessionError('state_mismatch', { cause: error });
  if (message.includes('"iss"')) return new SessionError('issuer_mismatch', { cause: error });
  return new SessionError('token_exchange_failed', { detail: message, cause: error });
}

function tokenError(error: unknown): SessionError {
  const code = (error as { code?: string }).code;
  const message = messageOf(error);
  const idToken = code === oauth.JWT_CLAIM_COMPARISON || code === oauth.JWT_TIMESTAMP_CHECK || /JWT|ID Token|"alg"/i.test(message);
  return new SessionError(idToken ? 'invalid_id_token' : 'token_exchange_failed', { detail: message, cause: error });
}
