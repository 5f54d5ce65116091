import type { ApiClient } from '../core/client';
import { request, type CallOptions } from '../core/request';
import { segment } from '../users/paths';
import { toLoginResult } from './enrich';
import { AUTH_V1 } from './paths';
import type {
  LoginResult,
  PasswordlessPostLoginRequest,
  PasswordlessPreLoginRequest,
  PasswordlessPreLoginResponse,
  PasswordlessType,
  TokenResponse,
  WebAuthnPostLoginRequest,
  WebAuthnPreLoginRequest,
  WebAuthnPreLoginResponse,
} from './types';

/** POST /auth/v1/passwordless/{type}/prelogin: sends the magic link or one-time code. */
export async function passwordlessPreLogin(
  client: ApiClient,
  type: PasswordlessType,
  body: PasswordlessPreLoginRequest,
  options?: CallOptions,
): Promise<PasswordlessPreLoginResponse> {
  const path = `${AUTH_V1}/passwordless/${segment(type, 'type')}/prelogin`;
  return request<PasswordlessPreLoginResponse>(client, { method: 'POST', path, body, signal: options?.signal });
}

/** POST /auth/v1/passwordless/{type}/postlogin: logs in with the magic-link token or the code. */
export async function passwordlessPostLogin(
  client: ApiClient,
  type: PasswordlessType,
  body: PasswordlessPostLoginRequest,
  options?: CallOptions,
): Promise<LoginResult> {
  const path = `${AUTH_V1}/passwordless/${segment(type, 'type')}/postlogin`;
  const response = await request<TokenResponse>(client, { method: 'POST', path, body, signal: options?.signal });
  return toLoginResult(client, response, options);
}

/** POST /auth/v1/webauthn/prelogin: passkey login options for an e-mail. */
export function webAuthnPreLogin(client: ApiClient, body: WebAuthnPreLoginRequest, options?: CallOptions): Promise<WebAuthnPreLoginResponse> {
  return request<WebAuthnPreLoginResponse>(client, { method: 'POST', path: `${AUTH_V1}/webauthn/prelogin`, body, signal: options?.signal });
}

/** POST /auth/v1/webauthn/postlogin: logs in with the passkey assertion. */
export async function webAuthnPostLogin(client: ApiClient, body: WebAuthnPostLoginRequest, options?: CallOptions): Promise<LoginResult> {
  const path = `${AUTH_V1}/webauthn/postlogin`;
  const response = await request<TokenResponse>(client, { method: 'POST', path, body, signal: options?.signal });
  return toLoginResult(client, response, options);
}
