import type { Deps } from '../deps';
import { isUniqueViolation } from '../db/unique';
import { liveChallengeData } from './challenges';

/** The stored, compared and counted form of a phone number: E.164 without separators. */
export const normalizePhone = (phone: string): string => phone.replace(/[\s().-]/g, '');

/**
 * Makes `phone` the account's sign-in phone (and its profile phone), once a code texted to it was verified.
 * @returns false when another account of the vendor already signs in with that number (nothing changes then)
 */
export async function claimSignInPhone(deps: Deps, userId: string, phone: string): Promise<boolean> {
  const number = normalizePhone(phone);
  try {
    await deps.db.updateTable('users').set({ sign_in_phone: number, phone_number: number }).where('id', '=', userId).execute();
    return true;
  } catch (e) {
    if (isUniqueViolation(e)) return false;
    throw e;
  }
}

/** The number a phone reset named, while it waits for the texted code that proves it (10 minutes). */
export async function pendingPhone(deps: Deps, userId: string): Promise<string | undefined> {
  const data = await liveChallengeData(deps, userId, 'phone-pending');
  return typeof data?.phoneNumber === 'string' ? data.phoneNumber : undefined;
}
