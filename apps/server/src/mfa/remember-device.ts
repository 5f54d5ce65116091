import { randomToken, safeEqual, sha256Hex } from './secrets';
import type { Clock, MfaPolicy, RememberedDevice } from './types';

/** Random bytes in a remember-device token. */
export const REMEMBER_DEVICE_TOKEN_BYTES = 32;

/** Result of presenting a remember-device token. */
export type RememberedDeviceStatus = 'valid' | 'expired' | 'unknown';

/** Hash stored for a remember-device token; SHA-256 suffices for 256 random bits. */
export const hashRememberDeviceToken = (token: string): string => sha256Hex(token);

/**
 * Issues a remember-device token after a successful MFA check. Put `token` in an HttpOnly cookie;
 * store only `device`, which expires after the policy's `mfaDeviceExpiration` seconds.
 */
export function createRememberedDevice(
  userId: string,
  policy: Pick<MfaPolicy, 'mfaDeviceExpiration'>,
  now: Clock = Date.now,
): { token: string; device: RememberedDevice } {
  if (!userId) throw new TypeError('A userId is required to remember a device');
  const token = randomToken(REMEMBER_DEVICE_TOKEN_BYTES);
  const expiresAt = now() + policy.mfaDeviceExpiration * 1000;
  return { token, device: { tokenHash: hashRememberDeviceToken(token), userId, expiresAt } };
}

/**
 * Checks a presented token against the stored row found by its hash (or undefined if none).
 * A token of another user counts as unknown.
 */
export function checkRememberedDevice(
  token: string | undefined,
  userId: string,
  device: RememberedDevice | undefined,
  now: Clock = Date.now,
): RememberedDeviceStatus {
  if (!token || !device) return 'unknown';
  if (!safeEqual(hashRememberDeviceToken(token), device.tokenHash) || device.userId !== userId) return 'unknown';
  return now() < device.expiresAt ? 'valid' : 'expired';
}
