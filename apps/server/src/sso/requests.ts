import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import type { Db } from '../db/connect';

/** How long a login sent to the IdP may take before its answer is refused. */
export const REQUEST_TTL_MS = 10 * 60 * 1000;

/** Stores a pending login (SAML AuthnRequest id or OIDC state) for one configuration. */
export async function saveRequest(db: Db, id: string, configId: string, data: Record<string, unknown>): Promise<void> {
  await db.deleteFrom('sso_requests').where('expires_at', '<', new Date()).execute();
  await db.insertInto('sso_requests').values({ id, config_id: configId, data: JSON.stringify(data), expires_at: new Date(Date.now() + REQUEST_TTL_MS) }).execute();
}

/** The pending login, unexpired, or undefined. */
export async function peekRequest(db: Db, id: string) {
  const row = await db.selectFrom('sso_requests').selectAll().where('id', '=', id).where('expires_at', '>', new Date()).executeTakeFirst();
  return row && { ...row, data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data };
}

/** Consumes a pending login: of two racing answers only one gets the row. */
export async function takeRequest(db: Db, id: string) {
  const row = await db.deleteFrom('sso_requests').where('id', '=', id).where('expires_at', '>', new Date()).returningAll().executeTakeFirst();
  return row && { ...row, data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data };
}

/** node-saml's InResponseTo cache over the database, so every server instance knows every pending AuthnRequest. */
export function requestCache(db: Db, configId: string): CacheProvider {
  return {
    async saveAsync(key: string, value: string): Promise<CacheItem | null> {
      await saveRequest(db, key, configId, { instant: value });
      return { value, createdAt: Date.now() };
    },
    async getAsync(key: string) {
      const row = await peekRequest(db, key);
      return row && row.config_id === configId ? String(row.data.instant ?? '') || 'pending' : null;
    },
    // Consumption happens in takeRequest once the whole answer checked out; node-saml's own removal is not relied on.
    async removeAsync(key: string | null) {
      return key;
    },
  };
}

/** Records an assertion id as used; false when it was used before (a replay). */
export async function markAssertionUsed(db: Db, id: string, expiresAt: Date): Promise<boolean> {
  await db.deleteFrom('sso_used_assertions').where('expires_at', '<', new Date()).execute();
  const row = await db.insertInto('sso_used_assertions').values({ id, expires_at: expiresAt }).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
  return !!row;
}
