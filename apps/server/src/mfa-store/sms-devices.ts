import type { Db } from '../db/connect';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { endMfaIfNoFactorLeft } from './enrolled';

/** An enrolled SMS MFA device. */
export interface SmsDevice {
  id: string;
  phoneNumber: string;
}

/**
 * The phone as shown before the second factor passed: only the last 4 digits, so a password alone does not reveal
 * the number (the signed-in owner sees it whole in the device list).
 */
export const maskPhone = (phone: string): string => `${phone.slice(0, Math.min(2, Math.max(phone.length - 4, 0)))}${'•'.repeat(Math.max(phone.length - 6, 0))}${phone.slice(-4)}`;

/** The user's verified SMS devices, oldest first. */
export async function smsDevices(db: Db, userId: string): Promise<SmsDevice[]> {
  const rows = await db.selectFrom('mfa_authenticators').select(['id', 'phone_number']).where('user_id', '=', userId)
    .where('kind', '=', 'sms').where('verified', '=', true).orderBy('created_at').execute();
  return rows.map((r) => ({ id: r.id, phoneNumber: r.phone_number ?? '' }));
}

/** One verified SMS device of the user, or undefined (another user's id is not found either). */
export async function smsDevice(db: Db, userId: string, deviceId: string): Promise<SmsDevice | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(deviceId)) return undefined;
  const row = await db.selectFrom('mfa_authenticators').select(['id', 'phone_number']).where('id', '=', deviceId).where('user_id', '=', userId)
    .where('kind', '=', 'sms').where('verified', '=', true).executeTakeFirst();
  return row ? { id: row.id, phoneNumber: row.phone_number ?? '' } : undefined;
}

/** Messages of SMS MFA, worded once here. */
export const SMS_MFA_MSG = {
  notAllowed: 'SMS is not an allowed MFA method',
  deviceNotFound: 'MFA device not found',
} as const;

/** 404 for a device id that is not one of the user's SMS devices. */
export const deviceNotFound = () => new ApiError(404, 'MFA_DEVICE_NOT_FOUND', [SMS_MFA_MSG.deviceNotFound]);

/** Refuses (400) when the vendor's MFA strategies do not include SMS. */
export function assertSmsAllowed(deps: Deps): void {
  if (!deps.vendor.config.mfaStrategies.some((s) => s.strategy === 'SMS' && s.isActive)) throw new ApiError(400, 'MFA_STRATEGY_NOT_ALLOWED', [SMS_MFA_MSG.notAllowed]);
}

/** Adds a verified SMS device for `phone` (a phone already enrolled keeps its one device). */
export async function addSmsDevice(db: Db, userId: string, phone: string): Promise<void> {
  const existing = await db.selectFrom('mfa_authenticators').select('id').where('user_id', '=', userId).where('kind', '=', 'sms')
    .where('phone_number', '=', phone).executeTakeFirst();
  if (existing) return;
  await db.insertInto('mfa_authenticators').values({ id: crypto.randomUUID(), user_id: userId, kind: 'sms', secret: '', verified: true, last_used_step: null, phone_number: phone }).execute();
}

/** Removes an SMS device; with no factor left, recovery codes and remembered devices go too (MFA is off). */
export async function removeSmsDevice(db: Db, userId: string, deviceId: string): Promise<void> {
  await db.deleteFrom('mfa_authenticators').where('id', '=', deviceId).where('user_id', '=', userId).where('kind', '=', 'sms').execute();
  // A security key left keeps MFA on (and its recovery codes).
  await endMfaIfNoFactorLeft(db, userId);
}
