import { PorticoError } from '../core/errors';
import { MINUTES_PER_DAY } from './constants';
import { MSG_INVALID_EXPIRY } from './messages';

/**
 * Token expiry as the API takes it: days × 1440 minutes, rounded to whole minutes (at least 1); no expiry is `null`.
 * @throws PorticoError `invalid_argument` for zero, negative or non-finite days.
 * @example toExpiresInMinutes(30) // 43200
 */
export function toExpiresInMinutes(days: number | null | undefined): number | null {
  if (days === null || days === undefined) return null;
  if (typeof days !== 'number' || !Number.isFinite(days) || days <= 0) {
    throw new PorticoError(MSG_INVALID_EXPIRY, { code: 'invalid_argument' });
  }
  return Math.max(1, Math.round(days * MINUTES_PER_DAY));
}
