import type { Db } from '../db/connect';

/** A verified phone number as the phone-numbers calls answer it. */
export interface PhoneNumberView {
  id: string;
  phoneNumber: string;
  createdAt: string;
  /** Always true: only verified numbers are stored (the published client reads it). */
  verified: true;
}

const view = (r: { id: string; phone_number: string; created_at: Date }): PhoneNumberView => ({ id: r.id, phoneNumber: r.phone_number, createdAt: r.created_at.toISOString(), verified: true });
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** A page of the user's numbers, oldest first, and the total. */
export async function listNumbers(db: Db, userId: string, limit: number, offset: number): Promise<{ items: PhoneNumberView[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('user_phone_numbers').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').limit(limit).offset(offset).execute(),
    db.selectFrom('user_phone_numbers').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(view), total: Number(count.n) };
}

/** One of the user's numbers (another user's id is not found). */
export async function findNumber(db: Db, userId: string, id: string): Promise<PhoneNumberView | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('user_phone_numbers').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row ? view(row) : undefined;
}

/** Whether the user already has `phone`. */
export async function hasNumber(db: Db, userId: string, phone: string): Promise<boolean> {
  return !!(await db.selectFrom('user_phone_numbers').select('id').where('user_id', '=', userId).where('phone_number', '=', phone).executeTakeFirst());
}

/** Stores a verified number under `id` (the id the create call announced); an existing equal number is kept. */
export async function insertNumber(db: Db, userId: string, id: string, phone: string): Promise<PhoneNumberView> {
  await db.insertInto('user_phone_numbers').values({ id, user_id: userId, phone_number: phone })
    .onConflict((oc) => oc.columns(['user_id', 'phone_number']).doNothing()).execute();
  const row = await db.selectFrom('user_phone_numbers').selectAll().where('user_id', '=', userId).where('phone_number', '=', phone).executeTakeFirstOrThrow();
  return view(row);
}

/** Deletes one of the user's numbers; false when it was not there. */
export async function deleteNumber(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db.deleteFrom('user_phone_numbers').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
  return !!row;
}
