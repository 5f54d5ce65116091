import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import { runPrepared } from '../db/prepared';
import type { ConnectivityDeliveryTable } from '../db/schema';
import type { WebhookTable } from './tables';

/** A webhook as lists and reads return it: never its signing secret (shown once, when created). */
export interface WebhookView {
  _id: string;
  displayName: string;
  description?: string;
  url: string;
  eventKeys: string[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Writable fields, in column names. */
export interface WebhookFields {
  display_name?: string;
  description?: string | null;
  url?: string;
  secret?: string;
  event_keys?: string[];
  is_active?: boolean;
}

/** The API shape of a row (lists, reads, updates). */
export const webhookView = (r: Selectable<WebhookTable>): WebhookView => ({
  _id: r.id, displayName: r.display_name, ...(r.description ? { description: r.description } : {}), url: r.url,
  eventKeys: r.event_keys, isActive: r.is_active, createdAt: r.created_at.toISOString(), updatedAt: r.updated_at.toISOString(),
});

/** The answer of the call that creates a webhook: the one time its signing secret is shown, to the writer who made it. */
export const createdWebhookView = (r: Selectable<WebhookTable>): WebhookView & { secret: string } => ({ ...webhookView(r), secret: r.secret });

/** The tenant's webhooks, oldest first. */
export const listWebhooks = (db: Db, tenantId: string) =>
  db.selectFrom('webhooks').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at').orderBy('id').execute();

/** One webhook of the tenant (another tenant's id finds nothing). */
export const findWebhook = (db: Db, tenantId: string, id: string) =>
  db.selectFrom('webhooks').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

/** Inserts a webhook (routes do it inside the plan's webhooks limit). */
export async function insertWebhook(db: Db, tenantId: string, f: Required<Omit<WebhookFields, 'description'>> & { description: string | null }) {
  const at = new Date();
  return db.insertInto('webhooks').values({
    id: crypto.randomUUID(), tenant_id: tenantId, display_name: f.display_name, description: f.description, url: f.url, secret: f.secret,
    event_keys: JSON.stringify(f.event_keys), is_active: f.is_active, created_at: at, updated_at: at,
  }).returningAll().executeTakeFirstOrThrow();
}

/** Updates the given fields. */
export async function patchWebhook(db: Db, tenantId: string, id: string, f: WebhookFields) {
  const { event_keys, ...rest } = f;
  return db.updateTable('webhooks').set({ ...rest, ...(event_keys ? { event_keys: JSON.stringify(event_keys) } : {}), updated_at: new Date() })
    .where('tenant_id', '=', tenantId).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes a webhook (its log rows go with it). */
export const removeWebhook = (db: Db, tenantId: string, id: string) =>
  db.deleteFrom('webhooks').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

/** Active webhooks of the tenant subscribed to the key. */
export async function subscribedWebhooks(db: Db, tenantId: string, eventKey: string) {
  // Read for every event (a sign-in is one): prepared (db/prepared.ts).
  const rows = await runPrepared(db, db.selectFrom('webhooks').select(['id', 'url', 'event_keys']).where('tenant_id', '=', tenantId).where('is_active', '=', true));
  return rows.filter((r) => r.event_keys.includes(eventKey));
}

/** One page of a webhook's deliveries, newest first, and their total. */
export async function logsPage(db: Db, webhookId: string, offset: number, limit: number) {
  const base = db.selectFrom('connectivity_deliveries').where('webhook_id', '=', webhookId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
    base.select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A log entry as the API returns it: the receiver's answer plus the delivery state. */
export const logView = (r: Selectable<ConnectivityDeliveryTable>) => ({
  // id, webhookId, tenantId: the names Frontegg's client reads (IWebhookLog), beside the spec's _id.
  _id: r.id, id: r.id, ...(r.webhook_id ? { webhookId: r.webhook_id } : {}), tenantId: r.tenant_id, eventKey: r.event_key, url: r.target, ...(r.status_code !== null ? { statusCode: r.status_code } : {}),
  ...(r.response_body !== null ? { body: r.response_body } : {}), payload: r.payload, createdAt: r.created_at.toISOString(),
  status: r.status, attempts: r.attempts, ...(r.duration_ms !== null ? { durationMs: r.duration_ms } : {}),
  ...(r.status === 'pending' ? { nextAttemptAt: r.next_attempt_at.toISOString() } : {}),
});

/** How many webhooks the tenant has configured. */
export async function countWebhooks(db: Db, tenantId: string): Promise<number> {
  const row = await db.selectFrom('webhooks').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  return Number(row.n);
}
