import type { ApiClient } from '../core/client';
import { request, type CallOptions } from '../core/request';
import { toLoginResult } from './enrich';
import { AUTH_V1 } from './paths';
import type { LoginRequest, LoginResult, RefreshTokenOptions, RefreshTokenRequest, StepUpGenerateRequest, TokenResponse } from './types';

/** POST /auth/v1/user: logs in with e-mail and password; the result may instead ask for MFA (`mfaRequired`). */
export async function login(client: ApiClient, body: LoginRequest, options?: CallOptions): Promise<LoginResult> {
  const response = await request<TokenResponse>(client, { method: 'POST', path: `${AUTH_V1}/user`, body, signal: options?.signal });
  return toLoginResult(client, response, options);
}

/** POST /auth/v1/logout: ends the session and clears the refresh cookie. */
export function logout(client: ApiClient, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'POST', path: `${AUTH_V1}/logout`, signal: options?.signal });
}

/** POST /auth/v1/user/token/refresh: new tokens from the refresh cookie, optionally for another tenant. */
export async function refreshToken(client: ApiClient, body: RefreshTokenRequest = {}, options?: RefreshTokenOptions): Promise<LoginResult> {
  const path = `${AUTH_V1}/user/token/refresh`;
  const response = await request<TokenResponse>(client, { method: 'POST', path, body, signal: options?.signal });
  // Without `user`: the answer reads as pending (no user), whatever tokens it holds.
  if (options?.withUser === false) return response ?? {};
  return toLoginResult(client, response, options);
}

/** POST /auth/v1/user/step-up/generate: a step-up session; either tokens or the MFA devices to verify with. */
export async function stepUpGenerate(client: ApiClient, body: StepUpGenerateRequest = {}, options?: CallOptions): Promise<LoginResult> {
  const path = `${AUTH_V1}/user/step-up/generate`;
  const response = await request<TokenResponse>(client, { method: 'POST', path, body, signal: options?.signal });
  return toLoginResult(client, response, options);
}
