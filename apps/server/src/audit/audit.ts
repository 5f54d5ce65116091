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
}

/** Appends audit entries; every state-changing route writes one. */
export class AuditLog {
  constructor(
    private readonly db: Db,
    private readonly vendorId: () => string | null,
  ) {}

  async write(e: AuditInput): Promise<void> {
    await this.db.insertInto('audits').values({
      id: crypto.randomUUID(), vendor_id: this.vendorId(), tenant_id: e.tenantId, user_id: e.userId, email: e.email,
      action: e.action, description: e.description, ip: e.ip, severity: e.severity ?? 'INFO', user_agent: e.userAgent,
      json: JSON.stringify(e.json ?? {}),
    }).execute();
  }

  /** Entries of one tenant, newest first (tenant isolation: always filtered). */
  async list(tenantId: string, offset = 0, count = 20) {
    const rows = await this.db.selectFrom('audits').selectAll().where('tenant_id', '=', tenantId)
      .orderBy('created_at', 'desc').offset(offset).limit(count).execute();
    return rows.map((r) => ({
      id: r.id, createdAt: r.created_at.toISOString(), tenantId: r.tenant_id, vendorId: r.vendor_id, userId: r.user_id, email: r.email,
      action: r.action, description: r.description, ip: r.ip, severity: r.severity, userAgent: r.user_agent, json: r.json,
    }));
  }
}
