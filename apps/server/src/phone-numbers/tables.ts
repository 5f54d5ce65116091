import type { Generated } from 'kysely';

/** A verified phone number of a user (phone-numbers calls, §7.2). */
export interface UserPhoneNumberTable {
  id: string;
  user_id: string;
  phone_number: string;
  created_at: Generated<Date>;
}

/** The phone-numbers module's tables (db/schema.ts composes every module's into `Database`). */
export interface PhoneNumbersTables {
  user_phone_numbers: UserPhoneNumberTable;
}
