import type { ApiClient } from '../core/client';
import { request, type CallOptions } from '../core/request';
import { segment } from '../users/paths';
import { toLoginResult } from './enrich';
import { AUTH_V1, AUTH_V2 } from './paths';
import type {
  LoginResult,
  OidcPostLoginRequest,
  SamlPostLoginRequest,
  SamlPreLoginResponse,
  SocialLoginResult,
  SocialPostLoginBody,
  SocialPostLoginQuery,
  SocialPreLoginRequest,
  SocialPreLoginResponse,
  SocialProvider,
  SsoPreLoginRequest,
  SsoPreLoginResponse,
  TokenResponse,
} from './types';

/** POST /auth/v1/user/saml/prelogin: the SAML identity provider address for an e-mail, if SSO applies. */
export function samlPreLogin(client: ApiClient, body: SsoPreLoginRequest, options?: CallOptions): Promise<SamlPreLoginResponse> {
  return request<SamlPreLoginResponse>(client, { method: 'POST', path: `${AUTH_V1}/user/saml/prelogin`, body, signal: options?.signal });
}

/** POST /auth/v1/user/saml/postlogin: completes a SAML login. */
export async function samlPostLogin(client: ApiClient, body: SamlPostLoginRequest, options?: CallOptions): Promise<LoginResult> {
  const path = `${AUTH_V1}/user/saml/postlogin`;
  const response = await request<TokenResponse>(client, { method: 'POST', path, body, signal: options?.signal });
  return toLoginResult(client, response, options);
}

/** POST /auth/v1/user/oidc/postlogin: completes an OIDC SSO login. */
export async function oidcPostLogin(client: ApiClient, body: OidcPostLoginRequest, options?: CallOptions): Promise<LoginResult> {
  const path = `${AUTH_V1}/user/oidc/postlogin`;
  const response = await request<TokenResponse>(client, { method: 'POST', path, body, signal: options?.signal });
  return toLoginResult(client, response, options);
}

/** POST /auth/v2/user/sso/prelogin: where to send an e-mail's SSO login (address and identity provider type). */
export function ssoPreLogin(client: ApiClient, body: SsoPreLoginRequest, options?: CallOptions): Promise<SsoPreLoginResponse> {
  return request<SsoPreLoginResponse>(client, { method: 'POST', path: `${AUTH_V2}/user/sso/prelogin`, body, signal: options?.signal });
}

/** POST /auth/v1/user/sso/{provider}/postlogin: completes a social login with the provider's callback parameters. */
export async function socialPostLogin(
  client: ApiClient,
  provider: SocialProvider,
  query: SocialPostLoginQuery,
  body: SocialPostLoginBody = {},
  options?: CallOptions,
): Promise<SocialLoginResult> {
  return request<SocialLoginResult>(client, {
    method: 'POST',
    path: `${AUTH_V1}/user/sso/${segment(provider, 'provider')}/postlogin`,
    query: { code: query.code, id_token: query.id_token, redirectUri: query.redirectUri, code_verifier: query.code_verifier, state: query.state },
    body,
    signal: options?.signal,
  });
}

/** POST /auth/v1/user/sso/{provider}/prelogin: starts a social login; the answer's authorizationUrl is where the browser goes. */
export function socialPreLogin(client: ApiClient, provider: SocialProvider, body: SocialPreLoginRequest, options?: CallOptions): Promise<SocialPreLoginResponse> {
  return request<SocialPreLoginResponse>(client, { method: 'POST', path: `${AUTH_V1}/user/sso/${segment(provider, 'provider')}/prelogin`, body, signal: options?.signal });
}
