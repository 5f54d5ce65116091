import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import { runPrepared } from '../db/prepared';
import type { ConnectivitySubscriptionTable } from './tables';

/** 'email' | 'sms' | 'slack' */
export type Channel = 'email' | 'sms' | 'slack';
type SubRow = Selectable<ConnectivitySubscriptionTable>;

/** The event switches of a channel (one event, or all). */
export function channelEvents(db: Db, tenantId: string, channel: Channel, eventKey?: string) {
  let q = db.selectFrom('connectivity_channel_events').selectAll().where('tenant_id', '=', tenantId).where('channel', '=', channel);
  if (eventKey !== undefined) q = q.where('event_key', '=', eventKey);
  return q.orderBy('created_at').orderBy('event_key').execute();
}

/** The subscriptions of a channel (one event, or all), oldest first. */
export function subscriptions(db: Db, tenantId: string, channel: Channel, eventKey?: string): Promise<SubRow[]> {
  let q = db.selectFrom('connectivity_subscriptions').selectAll().where('tenant_id', '=', tenantId).where('channel', '=', channel);
  if (eventKey !== undefined) q = q.where('event_key', '=', eventKey);
  return q.orderBy('created_at').orderBy('id').execute();
}

/** Creates or switches an event of a channel. */
export async function upsertChannelEvent(db: Db, tenantId: string, channel: Channel, eventKey: string, enabled: boolean): Promise<void> {
  await db.insertInto('connectivity_channel_events').values({ tenant_id: tenantId, channel, event_key: eventKey, enabled })
    .onConflict((oc) => oc.columns(['tenant_id', 'channel', 'event_key']).doUpdateSet({ enabled })).execute();
}

/** Removes an event of a channel with its subscriptions; false when it did not exist. */
export async function deleteChannelEvent(db: Db, tenantId: string, channel: Channel, eventKey: string): Promise<boolean> {
  await db.deleteFrom('connectivity_subscriptions').where('tenant_id', '=', tenantId).where('channel', '=', channel).where('event_key', '=', eventKey).execute();
  const res = await db.deleteFrom('connectivity_channel_events').where('tenant_id', '=', tenantId).where('channel', '=', channel)
    .where('event_key', '=', eventKey).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Adds one subscription row. */
export async function insertSubscription(db: Db, tenantId: string, channel: Channel, eventKey: string,
  f: { enabled: boolean; recipients: string[]; groupId?: string; message?: string | null; name?: string | undefined }): Promise<SubRow> {
  const id = crypto.randomUUID();
  return db.insertInto('connectivity_subscriptions').values({
    id, tenant_id: tenantId, channel, event_key: eventKey, enabled: f.enabled, recipients: JSON.stringify(f.recipients),
    group_id: f.groupId ?? id, message: f.message ?? null, name: f.name ?? null, created_at: new Date(),
  }).returningAll().executeTakeFirstOrThrow();
}

/** Changes one subscription row of an event; undefined when unknown. */
export function updateSubscription(db: Db, tenantId: string, channel: Channel, eventKey: string, id: string, f: { enabled?: boolean | undefined; recipients?: string[] | undefined; name?: string | undefined }) {
  return db.updateTable('connectivity_subscriptions')
    .set({
      ...(f.enabled !== undefined ? { enabled: f.enabled } : {}), ...(f.recipients ? { recipients: JSON.stringify(f.recipients) } : {}), ...(f.name !== undefined ? { name: f.name } : {}),
    })
    .where('tenant_id', '=', tenantId).where('channel', '=', channel).where('event_key', '=', eventKey).where('id', '=', id)
    .returningAll().executeTakeFirst();
}

/** Deletes subscription rows by id or by group (a slack subscription); returns how many. */
export async function deleteSubscriptions(db: Db, tenantId: string, channel: Channel, by: { id?: string; groupId?: string; eventKey?: string }) {
  let q = db.deleteFrom('connectivity_subscriptions').where('tenant_id', '=', tenantId).where('channel', '=', channel);
  if (by.id) q = q.where('id', '=', by.id);
  if (by.groupId) q = q.where('group_id', '=', by.groupId);
  if (by.eventKey) q = q.where('event_key', '=', by.eventKey);
  return Number((await q.executeTakeFirst()).numDeletedRows);
}

/** Targets of an event on the e-mail/SMS channels (switch on, subscription on) and on slack (subscription on). */
export async function subscribedRecipients(db: Db, tenantId: string, eventKey: string) {
  // Read for every event (a sign-in is one): prepared (db/prepared.ts).
  return runPrepared(db, db.selectFrom('connectivity_subscriptions as s')
    .leftJoin('connectivity_channel_events as e', (j) => j.onRef('e.tenant_id', '=', 's.tenant_id').onRef('e.channel', '=', 's.channel').onRef('e.event_key', '=', 's.event_key'))
    .select(['s.channel', 's.recipients', 's.message']).where('s.tenant_id', '=', tenantId).where('s.event_key', '=', eventKey).where('s.enabled', '=', true)
    .where((w) => w.or([w('s.channel', '=', 'slack'), w('e.enabled', '=', true)])));
}
