import type { UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { findUserByEmail } from '../users/repo';

/** The account a passwordless request names: by e-mail, else by phone number, else by id. */
export async function findAccount(deps: Deps, who: { email?: string | undefined; phoneNumber?: string | undefined; userId?: string | undefined }): Promise<UserRow | undefined> {
  if (who.email) return findUserByEmail(deps.db, deps.vendor.id, who.email);
  let q = deps.db.selectFrom('users').selectAll().where('vendor_id', '=', deps.vendor.id);
  if (who.phoneNumber) q = q.where('phone_number', '=', who.phoneNumber);
  else if (who.userId) q = q.where('id', '=', who.userId);
  else return undefined;
  return q.orderBy('created_at').limit(1).executeTakeFirst();
}

/** `+447700900123` → `+44 ••• ••• 123`: enough to recognise a number, not to read it. */
export const maskPhone = (phone: string): string => `${phone.slice(0, 3)} ••• ••• ${phone.slice(-3)}`;
