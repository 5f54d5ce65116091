import type { ApiClient } from '../core/client';
import { IDENTITY } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import { segment } from './paths';
import type {
  RevokeUserSessionsRequest,
  Session,
  SessionConfiguration,
  SetTemporaryUserRequest,
  TemporaryUser,
  TemporaryUsersConfig,
} from './types';

const TEMPORARY = `${IDENTITY}/users/temporary/v1`;
const SESSIONS = `${IDENTITY}/users/sessions/v1`;
const SESSION_CONFIGURATION = `${IDENTITY}/configurations/sessions/v1`;
// Calls with an id are async so that a refused id rejects the promise instead of throwing.

/** PUT /users/temporary/v1/{userId}: makes a user temporary, expiring after the given seconds. */
export async function setTemporaryUser(
  client: ApiClient,
  userId: string,
  body: SetTemporaryUserRequest,
  options?: CallOptions,
): Promise<TemporaryUser> {
  return request<TemporaryUser>(client, { method: 'PUT', path: `${TEMPORARY}/${segment(userId, 'userId')}`, body, signal: options?.signal });
}

/** DELETE /users/temporary/v1/{userId}: makes a temporary user permanent. */
export async function removeTemporaryUser(client: ApiClient, userId: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'DELETE', path: `${TEMPORARY}/${segment(userId, 'userId')}`, signal: options?.signal });
}

/** GET /users/temporary/v1/configuration: the temporary users configuration. */
export function getTemporaryUsersConfig(client: ApiClient, options?: CallOptions): Promise<TemporaryUsersConfig> {
  return request<TemporaryUsersConfig>(client, { method: 'GET', path: `${TEMPORARY}/configuration`, signal: options?.signal });
}

/** GET /users/sessions/v1/me: the signed-in user's sessions. */
export function getMySessions(client: ApiClient, options?: CallOptions): Promise<Session[]> {
  return request<Session[]>(client, { method: 'GET', path: `${SESSIONS}/me`, signal: options?.signal });
}

/** GET /users/sessions/v1/me/current: the session making this call. */
export function getMyCurrentSession(client: ApiClient, options?: CallOptions): Promise<Session> {
  return request<Session>(client, { method: 'GET', path: `${SESSIONS}/me/current`, signal: options?.signal });
}

/** DELETE /users/sessions/v1/me/{id}: ends one of the user's sessions. */
export async function deleteMySession(client: ApiClient, id: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'DELETE', path: `${SESSIONS}/me/${segment(id, 'id')}`, signal: options?.signal });
}

/** DELETE /users/sessions/v1/me/all: ends all the user's other sessions. */
export function deleteAllMySessions(client: ApiClient, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'DELETE', path: `${SESSIONS}/me/all`, signal: options?.signal });
}

/** POST /users/sessions/v1/revoke: an admin ends every session of a user. */
export function revokeUserSessions(client: ApiClient, body: RevokeUserSessionsRequest, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'POST', path: `${SESSIONS}/revoke`, body, signal: options?.signal });
}

/** GET /configurations/sessions/v1: the session policy. */
export function getSessionConfiguration(client: ApiClient, options?: CallOptions): Promise<SessionConfiguration> {
  return request<SessionConfiguration>(client, { method: 'GET', path: SESSION_CONFIGURATION, signal: options?.signal });
}

/** POST /configurations/sessions/v1: saves the session policy. */
export function updateSessionConfiguration(
  client: ApiClient,
  body: SessionConfiguration,
  options?: CallOptions,
): Promise<SessionConfiguration> {
  return request<SessionConfiguration>(client, { method: 'POST', path: SESSION_CONFIGURATION, body, signal: options?.signal });
}
