import { PorticoError } from '../core/errors';
import { IDENTITY } from '../core/paths';
import { missingPathValue } from './messages';

/** `/identity/resources/users/v1`. */
export const USERS_V1 = `${IDENTITY}/users/v1`;
/** `/identity/resources/users/v2`. */
export const USERS_V2 = `${IDENTITY}/users/v2`;
/** `/identity/resources/users/v3`. */
export const USERS_V3 = `${IDENTITY}/users/v3`;
/** The current user's profile: `/identity/resources/users/v2/me` (also read by the auth calls' enrichment). */
export const ME_PATH = `${USERS_V2}/me`;

/**
 * One path segment from a caller's value, percent-encoded so an id cannot climb to another route.
 * @throws PorticoError `invalid_argument` when the value is empty (the call would hit the collection
 *   instead), `.` or `..`.
 */
export function segment(value: string, name: string): string {
  // '.' and '..' survive encoding and URL normalisation would resolve them to another route.
  if (typeof value !== 'string' || value === '' || value === '.' || value === '..') {
    throw new PorticoError(missingPathValue(name), { code: 'invalid_argument' });
  }
  return encodeURIComponent(value);
}
