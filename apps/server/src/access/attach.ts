import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { ApiError } from '../http/errors';
import { claimPlanLimit } from '../limits';
import { isUsableMembership, membership } from '../membership';
import { assertDeclared } from './declare';

/**
 * Why an account may join a tenant (SECURITY.md rule 21). The rule is in the name, and {@link attachAccount} checks
 * what can be checked here; nothing else inserts or activates a membership.
 */
export type Attachment =
  /** Sign-up: the account and the tenant were created together, the tenant has no other member. */
  | { how: 'new-tenant-owner' }
  /** The account was created by this very call (SCIM, SSO just in time, an invitation of a new address): no other tenant. */
  | { how: 'new-account' }
  /** The owner proved the address or the password and used this tenant's invitation (mail link, activation, invite link). */
  | { how: 'invitation-accepted' }
  /** The account's e-mail is in a domain this tenant verified (SSO domain validation): the organisation owns the address. */
  | { how: 'verified-domain'; email: string }
  /** A usable member of the parent account joins one of its sub-accounts. */
  | { how: 'parent-member'; parentTenantId: string }
  /** An invitation was sent: a pending row, granting nothing and showing nothing of the account until it is accepted. */
  | { how: 'invited' };

/** Options of a new membership row. */
export interface MembershipOptions {
  temporaryExpiresAt?: Date | null;
  allowSubAccountAccess?: boolean;
  /** `invited`: the name the inviter typed, listed for the pending member. */
  invitedName?: string | null;
}

/** What {@link attachAccount} did: a new row, a pending row made active, or nothing (already a member). */
export type AttachResult = 'added' | 'activated' | 'unchanged';

/** The answer when an account of another tenant would join without its owner's consent. */
export const FOREIGN_ACCOUNT_MSG = 'This e-mail belongs to an existing account: it joins when its owner accepts an invitation';

const refused = () => new ApiError(409, 'ACCOUNT_NOT_ATTACHABLE', [FOREIGN_ACCOUNT_MSG]);

/** Domains the tenant verified (validated SSO domains of any of its configurations). */
export async function verifiedDomainsOf(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db.selectFrom('sso_domains').select('domain').where('tenant_id', '=', tenantId).where('validated', '=', true).execute();
  return rows.map((r) => r.domain.toLowerCase());
}

/** Refuses (409) when the attachment's reason does not hold; run before anything is written. */
export async function assertAttachable(db: Db, userId: string, tenantId: string, a: Attachment): Promise<void> {
  switch (a.how) {
    case 'new-tenant-owner': {
      const other = await db.selectFrom('user_tenants').select('user_id').where('tenant_id', '=', tenantId).where('user_id', '!=', userId).executeTakeFirst();
      if (other) throw refused();
      return;
    }
    case 'new-account': {
      const other = await db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', userId).where('tenant_id', '!=', tenantId).executeTakeFirst();
      if (other) throw refused();
      return;
    }
    case 'verified-domain': {
      const domain = a.email.trim().toLowerCase().split('@')[1] ?? '';
      if (!(await verifiedDomainsOf(db, tenantId)).includes(domain)) throw refused();
      return;
    }
    case 'parent-member':
      if (!isUsableMembership(await membership(db, userId, a.parentTenantId))) throw refused();
      return;
    case 'invitation-accepted':
    case 'invited':
      return;
  }
}

/**
 * THE one way an account joins a tenant. `invited` adds a pending row (a second invitation of a pending or active
 * member answers 'unchanged'); every other reason adds an active row or activates a pending one. Callers add roles
 * after an 'added' answer. Run it inside the caller's transaction when the caller writes more. A new row takes a seat
 * of the tenant's plan (pending ones too): refused past the limit (limits/enforce.ts), in the same transaction.
 */
export async function attachAccount(db: Db, userId: string, tenantId: string, a: Attachment, o: MembershipOptions = {}): Promise<AttachResult> {
  assertDeclared('membership');
  // The seat is claimed and the row inserted in one transaction, so parallel joins cannot pass the plan's seat limit.
  if (!db.isTransaction) return db.transaction().execute((tx) => attachAccount(tx, userId, tenantId, a, o));
  await assertAttachable(db, userId, tenantId, a);
  if (!(await membership(db, userId, tenantId))) await claimPlanLimit(db, tenantId, 'seats');
  const activated = a.how !== 'invited';
  const { rows } = await sql<{ inserted: boolean; was_active: boolean | null }>`
    with before as (select activated from user_tenants where user_id = ${userId}::uuid and tenant_id = ${tenantId}::uuid),
    upsert as (
      insert into user_tenants (user_id, tenant_id, activated, is_default, temporary_expires_at, allow_sub_account_access, invited_name)
      values (${userId}::uuid, ${tenantId}::uuid, ${activated},
        not exists (select 1 from user_tenants d where d.user_id = ${userId}::uuid and d.is_default),
        ${o.temporaryExpiresAt ?? null}::timestamptz, ${o.allowSubAccountAccess ?? false}, ${o.invitedName ?? null})
      on conflict (user_id, tenant_id) do update set activated = user_tenants.activated or excluded.activated
      returning (xmax = 0) as inserted
    )
    select upsert.inserted, (select activated from before) as was_active from upsert`.execute(db);
  const row = rows[0]!;
  if (row.inserted) return 'added';
  return activated && row.was_active === false ? 'activated' : 'unchanged';
}
