import type { Db } from '../db/connect';
import { randomToken } from '../tokens';

/** The tenant's invite link row, as the API shows it. */
export interface InviteLinkView {
  id: string;
  token: string;
  expires: string;
  shouldSendEmail: boolean;
  tenantId: string;
}

const view = (r: { id: string; tenant_id: string; token: string; expires_at: Date; should_send_email: boolean }): InviteLinkView => ({
  id: r.id, token: r.token, expires: r.expires_at.toISOString(), shouldSendEmail: r.should_send_email, tenantId: r.tenant_id,
});

/** The tenant's invite link, expired or not. */
export async function getInviteLink(db: Db, tenantId: string): Promise<InviteLinkView | undefined> {
  const row = await db.selectFrom('tenant_invite_links').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
  return row ? view(row) : undefined;
}

/** Creates the tenant's invite link, replacing an earlier one (its token stops working). */
export async function createInviteLink(db: Db, tenantId: string, createdBy: string, minutes: number, shouldSendEmail: boolean): Promise<InviteLinkView> {
  const values = { id: crypto.randomUUID(), token: randomToken(), expires_at: new Date(Date.now() + minutes * 60_000), should_send_email: shouldSendEmail, created_by: createdBy };
  // Upsert: two racing creates both succeed and the later one's token is the link.
  const row = await db.insertInto('tenant_invite_links').values({ tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values)).returningAll().executeTakeFirstOrThrow();
  return view(row);
}

/** Changes the link's expiry (counted from now) and/or its e-mail switch; undefined when the tenant has no link. */
export async function updateInviteLink(db: Db, tenantId: string, change: { minutes?: number | undefined; shouldSendEmail?: boolean | undefined }): Promise<InviteLinkView | undefined> {
  const set = {
    ...(change.minutes !== undefined ? { expires_at: new Date(Date.now() + change.minutes * 60_000) } : {}),
    ...(change.shouldSendEmail !== undefined ? { should_send_email: change.shouldSendEmail } : {}),
  };
  // An empty change is a read (an UPDATE without SET is not SQL).
  if (Object.keys(set).length === 0) return getInviteLink(db, tenantId);
  const row = await db.updateTable('tenant_invite_links').set(set).where('tenant_id', '=', tenantId).returningAll().executeTakeFirst();
  return row ? view(row) : undefined;
}

/** Deletes the tenant's link; true when there was one. */
export async function deleteInviteLink(db: Db, tenantId: string): Promise<boolean> {
  const rows = await db.deleteFrom('tenant_invite_links').where('tenant_id', '=', tenantId).returning('id').execute();
  return rows.length > 0;
}

/** The tenant a live (unexpired) invite-link token lets people join. */
export async function liveInviteLink(db: Db, token: string): Promise<{ tenantId: string } | undefined> {
  if (!token || token.length > 512 || token.includes('\u0000')) return undefined;
  const row = await db.selectFrom('tenant_invite_links').select('tenant_id').where('token', '=', token).where('expires_at', '>', new Date()).executeTakeFirst();
  return row ? { tenantId: row.tenant_id } : undefined;
}
