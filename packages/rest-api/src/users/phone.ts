import type { ApiClient } from '../core/client';
import { IDENTITY } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import { PHONE_NUMBERS_PAGE_OFFSET, PHONE_NUMBERS_PAGE_SIZE } from './constants';
import { USERS_V1, segment } from './paths';
import type {
  ChangePhoneRequest,
  EmailRequest,
  ListPhoneNumbersQuery,
  OtcChallenge,
  OtcVerifyRequest,
  Page,
  PhoneNumber,
  PhoneNumberRequest,
  ResetPhoneResponse,
  VerifyResetPhoneRequest,
  VerifyResetPhoneResponse,
} from './types';

const PHONE = `${USERS_V1}/phone`;
const PHONE_NUMBERS = `${IDENTITY}/users/phone-numbers/v1`;

/** POST /users/v1/phone: starts setting the user's phone number (an SMS code is sent). */
export function setPhone(client: ApiClient, body: PhoneNumberRequest, options?: CallOptions): Promise<OtcChallenge> {
  return request<OtcChallenge>(client, { method: 'POST', path: PHONE, body, signal: options?.signal });
}

/** POST /users/v1/phone/verify: confirms the phone number with the SMS code. */
export function verifyPhone(client: ApiClient, body: OtcVerifyRequest, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'POST', path: `${PHONE}/verify`, body, signal: options?.signal });
}

/** POST /users/v1/phone/reset: starts the lost-phone flow (a code is e-mailed). */
export function resetPhone(client: ApiClient, body: EmailRequest, options?: CallOptions): Promise<ResetPhoneResponse> {
  return request<ResetPhoneResponse>(client, { method: 'POST', path: `${PHONE}/reset`, body, signal: options?.signal });
}

/** POST /users/v1/phone/reset/verify: checks the e-mailed code; returns the token that allows the change. */
export function verifyResetPhone(
  client: ApiClient,
  body: VerifyResetPhoneRequest,
  options?: CallOptions,
): Promise<VerifyResetPhoneResponse> {
  return request<VerifyResetPhoneResponse>(client, { method: 'POST', path: `${PHONE}/reset/verify`, body, signal: options?.signal });
}

/** PUT /users/v1/phone/change: sets the new phone number. */
export function changePhone(client: ApiClient, body: ChangePhoneRequest, options?: CallOptions): Promise<void> {
  return request<void>(client, { method: 'PUT', path: `${PHONE}/change`, body, signal: options?.signal });
}

/** GET /users/phone-numbers/v1: a page of the user's phone numbers; `limit` defaults to 10, `offset` to 0. */
export function listPhoneNumbers(
  client: ApiClient,
  query: ListPhoneNumbersQuery = {},
  options?: CallOptions,
): Promise<Page<PhoneNumber>> {
  return request<Page<PhoneNumber>>(client, {
    method: 'GET',
    path: PHONE_NUMBERS,
    query: { limit: query.limit ?? PHONE_NUMBERS_PAGE_SIZE, offset: query.offset ?? PHONE_NUMBERS_PAGE_OFFSET },
    signal: options?.signal,
  });
}

/** POST /users/phone-numbers/v1: adds a phone number (an SMS code is sent). */
export function createPhoneNumber(client: ApiClient, body: PhoneNumberRequest, options?: CallOptions): Promise<OtcChallenge> {
  return request<OtcChallenge>(client, { method: 'POST', path: PHONE_NUMBERS, body, signal: options?.signal });
}

/** DELETE /users/phone-numbers/v1/{id}: starts removing a phone number (an SMS code is sent). */
export async function deletePhoneNumber(client: ApiClient, id: string, options?: CallOptions): Promise<OtcChallenge> {
  return request<OtcChallenge>(client, { method: 'DELETE', path: `${PHONE_NUMBERS}/${segment(id, 'id')}`, signal: options?.signal });
}

/** POST /users/phone-numbers/v1/preverify: sends a code to a phone number before it is added. */
export function preVerifyPhoneNumber(client: ApiClient, body: PhoneNumberRequest, options?: CallOptions): Promise<OtcChallenge> {
  return request<OtcChallenge>(client, { method: 'POST', path: `${PHONE_NUMBERS}/preverify`, body, signal: options?.signal });
}

/** POST /users/phone-numbers/v1/verify: confirms a phone number with its code. */
export function verifyPhoneNumber(client: ApiClient, body: OtcVerifyRequest, options?: CallOptions): Promise<PhoneNumber> {
  return request<PhoneNumber>(client, { method: 'POST', path: `${PHONE_NUMBERS}/verify`, body, signal: options?.signal });
}

/** POST /users/phone-numbers/v1/{id}/delete/verify: confirms removing a phone number with its code. */
export async function verifyDeletePhoneNumber(
  client: ApiClient,
  id: string,
  body: OtcVerifyRequest,
  options?: CallOptions,
): Promise<void> {
  return request<void>(client, {
    method: 'POST',
    path: `${PHONE_NUMBERS}/${segment(id, 'id')}/delete/verify`,
    body,
    signal: options?.signal,
  });
}
