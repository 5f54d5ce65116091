import type { Generated } from 'kysely';
import type { Timestamp } from '../db/columns';

/** A tenant's shareable invite link (one per tenant). */
export interface TenantInviteLinkTable {
  tenant_id: string;
  id: string;
  token: string;
  expires_at: Timestamp;
  should_send_email: Generated<boolean>;
  created_by: string | null;
  created_at: Timestamp;
}

/** The invites module's tables (db/schema.ts composes every module's into `Database`). */
export interface InvitesTables {
  tenant_invite_links: TenantInviteLinkTable;
}
