import type { Migration } from 'kysely';
import * as smsPhoneNumbers from './20261123_sms_phone_numbers';

/** The phone-numbers module's migrations, by the name each database records (never rename one: see the server's README). */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261123_sms_phone_numbers': smsPhoneNumbers,
};
