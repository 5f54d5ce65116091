import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { SocialProviderTable } from './tables';
import type { SocialProviderType } from './providers';

export type SocialProviderRow = Selectable<SocialProviderTable>;

/** The vendor's stored provider settings (providers never configured have no row). */
export function listProviders(db: Db, vendorId: string): Promise<SocialProviderRow[]> {
  return db.selectFrom('social_providers').selectAll().where('vendor_id', '=', vendorId).execute();
}

export function getProvider(db: Db, vendorId: string, type: SocialProviderType): Promise<SocialProviderRow | undefined> {
  return db.selectFrom('social_providers').selectAll().where('vendor_id', '=', vendorId).where('type', '=', type).executeTakeFirst();
}

/** Columns a settings change may write. */
export type ProviderSettings = Omit<SocialProviderRow, 'vendor_id' | 'type' | 'updated_at' | 'additional_scopes'> & { additional_scopes: string[] };

/** Inserts or replaces one provider's settings. */
export async function saveProvider(db: Db, vendorId: string, type: SocialProviderType, s: ProviderSettings): Promise<void> {
  const values = { ...s, additional_scopes: JSON.stringify(s.additional_scopes), updated_at: new Date() };
  await db.insertInto('social_providers').values({ vendor_id: vendorId, type, ...values })
    .onConflict((oc) => oc.columns(['vendor_id', 'type']).doUpdateSet(values)).execute();
}

/** The user a provider account is linked to. */
export async function linkedUserId(db: Db, vendorId: string, provider: string, subject: string): Promise<string | undefined> {
  const row = await db.selectFrom('social_identities').select('user_id').where('vendor_id', '=', vendorId)
    .where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();
  return row?.user_id;
}

/** Links a provider account to a user (idempotent). */
export async function linkIdentity(db: Db, vendorId: string, provider: string, subject: string, userId: string): Promise<void> {
  await db.insertInto('social_identities').values({ vendor_id: vendorId, provider, subject, user_id: userId })
    .onConflict((oc) => oc.columns(['vendor_id', 'provider', 'subject']).doNothing()).execute();
}
