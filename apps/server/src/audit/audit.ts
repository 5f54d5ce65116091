import { sql } from 'kysely';
import type { Db } from '../db/connect';

export type Severity = 'INFO' | 'WARNING' | 'SEVERE';

/** One audit entry; who/where comes from the request. */
export interface AuditInput {
  tenantId: string | null;
  userId: string | null;
  email: string | null;
  action: string;
  description: string;
  severity?: Severity;
  ip: string | null;
  userAgent: string | null;
  json?: Record<string, unknown>;
  /** The admin acting for `userId` on an impersonation (RFC 8693 `act`): the entry names both people. */
  act?: { sub: string; email: string };
}

/** Sorted columns are btree-indexed, so a caller-chosen value (a user agent) is clipped under the index row limit. */
const clip = (v: string | null, max: number) => (v === null ? null : v.slice(0, max));

/** Appends audit entries; every state-changing route writes one. A null tenant or email of a known user is filled from the account. */
export class AuditLog {
  constructor(
    private readonly db: Db,
    private readonly vendorId: () => string | null,
  ) {}

  async write(e: AuditInput): Promise<void> {
    const description = e.act ? `${e.description} (by ${e.act.email}, impersonating)` : e.description;
    const json = e.act ? { ...e.json, impersonatedBy: { userId: e.act.sub, email: e.act.email } } : (e.json ?? {});
    await this.db.insertInto('audits').values({
      id: crypto.randomUUID(), vendor_id: this.vendorId(), user_id: e.userId,
      // An account-level event (failed login, reset) lands in the user's home tenant's log, named by the user's email.
      tenant_id: e.tenantId ?? (e.userId ? sql<string>`(select tenant_id from user_tenants where user_id = ${e.userId} order by is_default desc, created_at limit 1)` : null),
      email: e.email !== null ? clip(e.email, 320) : e.userId ? sql<string>`(select email from users where id = ${e.userId})` : null,
      action: clip(e.action, 200)!, description: clip(description, 1000)!, ip: clip(e.ip, 64), severity: e.severity ?? 'INFO', user_agent: clip(e.userAgent, 512),
      json: JSON.stringify(json),
    }).execute();
  }
}
