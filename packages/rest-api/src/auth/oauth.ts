import type { ApiClient } from '../core/client';
import { OAUTH } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import { toLoginResult } from './enrich';
import type { LoginResult, OAuthLogoutQuery, OAuthSilentRequest, OAuthTokenRequest, TokenResponse } from './types';

/** RFC 6749 token requests are form-encoded; absent fields are left out. */
function oauthTokenForm(body: OAuthTokenRequest): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) if (value !== undefined) form.append(key, String(value));
  return form;
}

/**
 * POST /oauth/token: exchanges an authorization code (PKCE) or refreshes (the refresh token may ride in the httpOnly
 * cookie), sent as application/x-www-form-urlencoded per RFC 6749; the tokens are enriched with the user.
 */
export async function oauthToken(client: ApiClient, body: OAuthTokenRequest, options?: CallOptions): Promise<LoginResult> {
  const form = oauthTokenForm(body);
  const response = await request<TokenResponse>(client, { method: 'POST', path: `${OAUTH}/token`, body: form, signal: options?.signal });
  return toLoginResult(client, response, options);
}

/** POST /oauth/authorize/silent: silent token refresh of hosted login, optionally for another tenant. */
export async function oauthSilent(client: ApiClient, body: OAuthSilentRequest = {}, options?: CallOptions): Promise<LoginResult> {
  const path = `${OAUTH}/authorize/silent`;
  const response = await request<TokenResponse>(client, { method: 'POST', path, body, signal: options?.signal });
  return toLoginResult(client, response, options);
}

/** GET /oauth/logout: ends the hosted-login session. */
export function oauthLogout(client: ApiClient, query: OAuthLogoutQuery = {}, options?: CallOptions): Promise<void> {
  return request<void>(client, {
    method: 'GET',
    path: `${OAUTH}/logout`,
    query: { post_logout_redirect_uri: query.post_logout_redirect_uri, id_token_hint: query.id_token_hint, client_id: query.client_id, state: query.state },
    signal: options?.signal,
  });
}
