import type { ApiClient } from '../core/client';
import { request, type CallOptions } from '../core/request';
import { USERS_V1 } from './paths';
import type {
  AcceptInvitationRequest,
  ActivateAccountRequest,
  ActivationStrategy,
  ActivationStrategyQuery,
  ChangePasswordRequest,
  EmailRequest,
  PasswordConfig,
  PasswordConfigQuery,
  ResetPasswordRequest,
  SignUpRequest,
  SignUpResponse,
} from './types';
import type { TokenResponse } from '../auth/types';

/** POST /users/v1/signUp: signs up a user (and their tenant). */
export function signUp(client: ApiClient, body: SignUpRequest, options?: CallOptions): Promise<SignUpResponse> {
  return request<SignUpResponse>(client, { method: 'POST', path: `${USERS_V1}/signUp`, body, signal: options?.signal });
}

/** POST /users/v1/activate: activates an account from the e-mailed link, setting a password when required. */
export function activateAccount(client: ApiClient, body: ActivateAccountRequest, options?: CallOptions): Promise<TokenResponse> {
  return request<TokenResponse>(client, { method: 'POST', path: `${USERS_V1}/activate`, body, signal: options?.signal });
}

/** GET /users/v1/activate/strategy: whether activation must set a password. */
export function getActivationStrategy(
  client: ApiClient,
  query: ActivationStrategyQuery,
  options?: CallOptions,
): Promise<ActivationStrategy> {
  return request<ActivationStrategy>(client, {
    method: 'GET',
    path: `${USERS_V1}/activate/strategy`,
    query: { userId: query.userId, token: query.token },
    signal: options?.signal,
  });
}

/** POST /users/v1/activate/reset: sends a new activation e-mail. */
export function resetActivation(client: ApiClient, body: EmailRequest, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'POST', path: `${USERS_V1}/activate/reset`, body, signal: options?.signal });
}

/** POST /users/v1/invitation/reset: sends the invitation again. */
export function resetInvitation(client: ApiClient, body: EmailRequest, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'POST', path: `${USERS_V1}/invitation/reset`, body, signal: options?.signal });
}

/** POST /users/v1/invitation/accept: accepts an invitation (token and userId from the link). */
export function acceptInvitation(client: ApiClient, body: AcceptInvitationRequest, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'POST', path: `${USERS_V1}/invitation/accept`, body, signal: options?.signal });
}

/** POST /users/v1/invitation/reset/all: sends every pending invitation of the address again. */
export function resetAllInvitations(client: ApiClient, body: EmailRequest, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'POST', path: `${USERS_V1}/invitation/reset/all`, body, signal: options?.signal });
}

/** POST /users/v1/passwords/reset: e-mails a password reset link. */
export function forgotPassword(client: ApiClient, body: EmailRequest, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'POST', path: `${USERS_V1}/passwords/reset`, body, signal: options?.signal });
}

/** POST /users/v1/passwords/reset/verify: sets a new password with the reset link's token. */
export function resetPassword(client: ApiClient, body: ResetPasswordRequest, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'POST', path: `${USERS_V1}/passwords/reset/verify`, body, signal: options?.signal });
}

/** POST /users/v1/passwords/change: changes the signed-in user's password (current password required). */
export function changePassword(client: ApiClient, body: ChangePasswordRequest, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'POST', path: `${USERS_V1}/passwords/change`, body, signal: options?.signal });
}

/** GET /users/v1/passwords/config: the password policy. */
export function getPasswordConfig(client: ApiClient, query: PasswordConfigQuery = {}, options?: CallOptions): Promise<PasswordConfig> {
  return request<PasswordConfig>(client, {
    method: 'GET',
    path: `${USERS_V1}/passwords/config`,
    query: { userId: query.userId },
    signal: options?.signal,
  });
}

/** POST /users/v1/passwords/breached/reset/bulk: e-mails a reset to every user with a breached password. */
export function resetBreachedPasswords(client: ApiClient, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'POST', path: `${USERS_V1}/passwords/breached/reset/bulk`, signal: options?.signal });
}
