import type { ApiClient } from '../core/client';
import { isPorticoError } from '../core/errors';
import { IDENTITY } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type { AddUserRequest, AddedUser, InviteUsersBulkRequest, InviteUsersBulkResult } from './types';

const USERS_V2 = `${IDENTITY}/users/v2`;

type NewUser = Omit<AddUserRequest, 'name'> & { name?: string };

function post(client: ApiClient, user: NewUser, options?: CallOptions): Promise<AddedUser> {
  // A zero expiration means "permanent", which the contract expresses by leaving the field out.
  const { expirationInSeconds, ...rest } = user;
  const body = { ...rest, ...(expirationInSeconds ? { expirationInSeconds } : {}), provider: 'local' as const };
  return request(client, { method: 'POST', path: USERS_V2, body, ...options });
}

/** `POST /users/v2` [email, name, phoneNumber, roleIds, expirationInSeconds (only when non-zero), appIds, provider local]. */
export function addUser(client: ApiClient, body: AddUserRequest, options?: CallOptions): Promise<AddedUser> {
  return post(client, body, options);
}

/**
 * Invites several users: one `POST /users/v2` per e-mail, sent together. Refused e-mails are collected, not thrown.
 * @example
 * const { allowed, unallowed } = await inviteUsersBulk(client, { emails, roleIds });
 */
export async function inviteUsersBulk(
  client: ApiClient,
  input: InviteUsersBulkRequest,
  options?: CallOptions,
): Promise<InviteUsersBulkResult> {
  const { emails, roleIds, expirationInSeconds } = input;
  const outcomes = await Promise.allSettled(emails.map((email) => post(client, { email, roleIds, expirationInSeconds }, options)));
  // An abort is the caller's decision, not a refusal by the server.
  options?.signal?.throwIfAborted();
  const result: InviteUsersBulkResult & { reasons: Record<string, string> } = { allowed: [], unallowed: [], reasons: {} };
  outcomes.forEach((outcome, i) => {
    const email = emails[i] as string;
    result[outcome.status === 'fulfilled' ? 'allowed' : 'unallowed'].push(email);
    // Only the server's own words: a request that got no answer (status 0) has no reason to report.
    const refusal = outcome.status === 'rejected' && isPorticoError(outcome.reason) && outcome.reason.status > 0 ? outcome.reason : undefined;
    if (refusal?.message) result.reasons[email] = refusal.message;
  });
  return result;
}
