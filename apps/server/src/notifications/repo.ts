import type { Db } from '../db/connect';

/** Whose notifications: one user in one tenant (every query carries both). */
export interface Owner {
  tenantId: string;
  userId: string;
}

/** A stored notification. */
export interface NotificationRow {
  id: string;
  title: string;
  body: string | null;
  severity: string;
  status: string;
  pinned: boolean;
  url: string | null;
  created_at: Date;
}

/** What {@link insertNotifications} stores per recipient. */
export interface NewNotification {
  tenantId: string;
  title: string;
  body?: string;
  severity?: 'info' | 'warning' | 'error' | 'success';
  url?: string;
}

const cols = ['id', 'title', 'body', 'severity', 'status', 'pinned', 'url', 'created_at'] as const;

export async function insertNotifications(db: Db, userIds: string[], n: NewNotification): Promise<void> {
  if (!userIds.length) return;
  await db.insertInto('notifications').values(userIds.map((user_id) => ({
    id: crypto.randomUUID(), tenant_id: n.tenantId, user_id, title: n.title, body: n.body ?? null, severity: n.severity ?? 'info', url: n.url ?? null,
  }))).execute();
}

/** One page of the owner's notifications that are not archived: pinned first, then newest first. */
export async function listNotifications(db: Db, o: Owner, offset: number, limit: number): Promise<NotificationRow[]> {
  return db.selectFrom('notifications').select(cols).where('user_id', '=', o.userId).where('tenant_id', '=', o.tenantId)
    .where('status', '<>', 'archived').orderBy('pinned', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc')
    .offset(offset).limit(limit).execute();
}

/** Sets the status of one of the owner's notifications; false when the id is not the owner's. */
export async function setStatus(db: Db, o: Owner, id: string, status: string): Promise<boolean> {
  const r = await db.updateTable('notifications').set({ status }).where('id', '=', id).where('user_id', '=', o.userId)
    .where('tenant_id', '=', o.tenantId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Pins or unpins one of the owner's notifications; false when the id is not the owner's. */
export async function setPinned(db: Db, o: Owner, id: string, pinned: boolean): Promise<boolean> {
  const r = await db.updateTable('notifications').set({ pinned }).where('id', '=', id).where('user_id', '=', o.userId)
    .where('tenant_id', '=', o.tenantId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Marks every unread notification of the owner read; returns how many changed. */
export async function markAllRead(db: Db, o: Owner): Promise<number> {
  const r = await db.updateTable('notifications').set({ status: 'read' }).where('user_id', '=', o.userId).where('tenant_id', '=', o.tenantId)
    .where('status', '=', 'unread').executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Ids of the tenant's members holding a role named or keyed 'admin' (any case), the product's notion of an admin (spec §1). */
export async function tenantAdminIds(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db.selectFrom('user_roles as ur').innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('user_tenants as ut', (j) => j.onRef('ut.user_id', '=', 'ur.user_id').onRef('ut.tenant_id', '=', 'ur.tenant_id'))
    .select('ur.user_id').distinct().where('ur.tenant_id', '=', tenantId).where('ut.disabled_at', 'is', null)
    .where((eb) => eb.or([eb(eb.fn('lower', ['r.key']), '=', 'admin'), eb(eb.fn('lower', ['r.name']), '=', 'admin')])).execute();
  return rows.map((r) => r.user_id);
}
