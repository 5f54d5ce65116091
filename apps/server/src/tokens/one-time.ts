import type { Db } from '../db/connect';
import { hashToken, randomToken } from './crypto';

/** Kinds of single-use tokens. */
export type OneTimeKind = 'activation' | 'password-reset' | 'invitation' | 'mfa-login' | 'mfa-email-code' | 'mfa-enroll';

export interface OneTime {
  userId: string;
  tenantId: string | null;
  data: Record<string, unknown>;
}

/** Creates a token (random unless given, e.g. a numeric code) and stores only its hash. */
export async function createOneTime(db: Db, kind: OneTimeKind, o: OneTime & { ttlSeconds: number; token?: string }): Promise<string> {
  const token = o.token ?? randomToken();
  await db.insertInto('one_time_tokens').values({
    token_hash: hashToken(`${kind}:${token}`), kind, user_id: o.userId, tenant_id: o.tenantId, data: JSON.stringify(o.data),
    expires_at: new Date(Date.now() + o.ttlSeconds * 1000),
  }).execute();
  return token;
}

const live = (db: Db, kind: OneTimeKind, token: string) =>
  db.selectFrom('one_time_tokens').selectAll().where('token_hash', '=', hashToken(`${kind}:${token}`))
    .where('used_at', 'is', null).where('expires_at', '>', new Date());

/** Reads a live token without using it. */
export async function peekOneTime(db: Db, kind: OneTimeKind, token: string): Promise<OneTime | undefined> {
  const row = await live(db, kind, token).executeTakeFirst();
  return row ? { userId: row.user_id, tenantId: row.tenant_id, data: row.data as Record<string, unknown> } : undefined;
}

/** Uses a live token exactly once (the conditional update wins one racer only). */
export async function consumeOneTime(db: Db, kind: OneTimeKind, token: string, userId?: string): Promise<OneTime | undefined> {
  let q = db.updateTable('one_time_tokens').set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(`${kind}:${token}`)).where('used_at', 'is', null).where('expires_at', '>', new Date());
  if (userId) q = q.where('user_id', '=', userId);
  const row = await q.returningAll().executeTakeFirst();
  return row ? { userId: row.user_id, tenantId: row.tenant_id, data: row.data as Record<string, unknown> } : undefined;
}

/** Voids the user's unused tokens of one kind (a new reset link replaces the old). */
export async function voidOneTime(db: Db, kind: OneTimeKind, userId: string): Promise<void> {
  await db.updateTable('one_time_tokens').set({ used_at: new Date() }).where('kind', '=', kind).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
