import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { findUserByEmail } from '../users';
import { normalizePhone } from './sign-in-phone';

/**
 * The account a passwordless request names: by e-mail, else by sign-in phone, else by id. Each is unique per vendor
 * (sign-in phones by index), so a request resolves exactly one account or none.
 */
export async function findAccount(deps: Deps, who: { email?: string | undefined; phoneNumber?: string | undefined; userId?: string | undefined }): Promise<UserRow | undefined> {
  if (who.email) return findUserByEmail(deps.db, deps.vendor.id, who.email);
  const q = deps.db.selectFrom('users').selectAll().where('vendor_id', '=', deps.vendor.id);
  if (who.phoneNumber) return q.where('sign_in_phone', '=', normalizePhone(who.phoneNumber)).executeTakeFirst();
  if (who.userId) return q.where('id', '=', who.userId).executeTakeFirst();
  return undefined;
}

/** `+447700900123` → `+44 ••• ••• 123`: enough to recognise a number, not to read it. */
export const maskPhone = (phone: string): string => `${phone.slice(0, 3)} ••• ••• ${phone.slice(-3)}`;
