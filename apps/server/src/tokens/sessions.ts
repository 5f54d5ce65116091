import { sql } from 'kysely';
import { grantColumns, grantsFromRow, type Grants } from '../auth/claims';
import type { Db } from '../db/connect';
import { PREPARE } from '../db/prepared';
import type { SessionRow } from '../db/schema';
import { unauthorized } from '../http/errors';
import { MSG_USER_DISABLED, usableMembershipSql } from '../users/repo';
import { hashToken, randomToken } from './crypto';

/** The user fields a token response needs, read in the same statement as the rotation. */
export interface RotatedUser {
  id: string;
  email: string;
  name: string | null;
  verified: boolean;
}

/** What the caller learns from a refresh attempt (on success also the user and grants, so no further query is needed). */
export type RotateResult =
  | { ok: true; session: SessionRow; refreshToken: string; user: RotatedUser | undefined; grants: Grants }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }
  | { ok: false; reason: 'reused'; session: SessionRow };

export interface NewSession {
  userId: string;
  tenantId: string;
  amr: string[];
  userAgent: string | null;
  ip: string | null;
  /** When the user proved who they are; defaults to now (a child session keeps its parent's). */
  authTime?: Date;
  /** The OAuth client this refresh family is issued to; refresh then only works for that client. */
  clientId?: string;
  /** Audit entry (INFO) written in the same statement as the session: login is hot, so one round trip fewer. */
  audit?: { vendorId: string; email: string; action: string; description: string };
}

/** Sign-in sessions and their refresh-token families (rotation with reuse detection). */
export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly ttlSeconds: number,
  ) {}

  private expiry(): Date {
    return new Date(Date.now() + this.ttlSeconds * 1000);
  }

  /** Starts a session and returns its first refresh token and the user's grants in its tenant, in one statement. */
  async create(s: NewSession): Promise<{ session: SessionRow; refreshToken: string; grants: Grants }> {
    const token = randomToken();
    const id = crypto.randomUUID();
    const { rows } = await sql<SessionRow & { tenant_ids: unknown; role_keys: unknown; permission_keys: unknown }>`${sql.raw(PREPARE)}
      with s as (
        insert into sessions (id, user_id, tenant_id, amr, auth_time, user_agent, ip, client_id)
        select ${id}::uuid, ${s.userId}::uuid, ${s.tenantId}::uuid, ${JSON.stringify(s.amr)}::jsonb, ${s.authTime ?? new Date()}::timestamptz, ${s.userAgent}, ${s.ip}, ${s.clientId ?? null}
        where exists (select 1 from user_tenants ut where ut.user_id = ${s.userId}::uuid and ut.tenant_id = ${s.tenantId}::uuid and ${usableMembershipSql('ut')})
        returning *
      ), t as (
        insert into refresh_tokens (token_hash, session_id, expires_at) select ${hashToken(token)}, s.id, ${this.expiry()} from s
      )${s.audit ? sql`, a as (
        insert into audits (id, vendor_id, tenant_id, user_id, email, action, description, ip, severity, user_agent, json)
        select ${crypto.randomUUID()}, ${s.audit.vendorId}, s.tenant_id, s.user_id, ${s.audit.email}, ${s.audit.action}, ${s.audit.description},
          left(s.ip, 64), 'INFO', left(s.user_agent, 512), '{}' from s
      )` : sql``}
      select s.*, ${grantColumns(sql`s.user_id`, sql`s.tenant_id`)} from s`.execute(this.db);
    // Backstop for every path (login, MFA, OAuth code exchange): no session in a tenant the user may not enter.
    if (!rows[0]) throw unauthorized(MSG_USER_DISABLED, 'MEMBERSHIP_INACTIVE');
    const { tenant_ids, role_keys, permission_keys, ...session } = rows[0];
    return { session, refreshToken: token, grants: grantsFromRow({ tenant_ids, role_keys, permission_keys }) };
  }

  /** The live session a refresh token belongs to, without rotating it. */
  async peek(token: string | undefined): Promise<SessionRow | undefined> {
    if (!token) return undefined;
    const row = await this.db.selectFrom('refresh_tokens as r').innerJoin('sessions as s', 's.id', 'r.session_id')
      .selectAll('s').select(['r.rotated_at', 'r.expires_at'])
      .where('r.token_hash', '=', hashToken(token)).executeTakeFirst();
    if (!row || row.rotated_at || row.revoked_at || row.expires_at.getTime() < Date.now()) return undefined;
    const { rotated_at: _r, expires_at: _e, ...session } = row;
    return session;
  }

  /**
   * Exchanges a refresh token for a new one; presenting a rotated token revokes the whole family.
   * One statement claims the old token (conditional update: of two racing refreshes only one wins, the other counts
   * as reuse), inserts its successor and reads the session, user and grants — refresh is the hottest call.
   */
  async rotate(token: string | undefined): Promise<RotateResult> {
    if (!token) return { ok: false, reason: 'unknown' };
    const hash = hashToken(token);
    const next = randomToken();
    // A disabled or expired temporary member of the session's tenant gets no new token.
    const memberOk = sql`exists (select 1 from user_tenants ut where ut.user_id = s.user_id and ut.tenant_id = s.tenant_id and ${usableMembershipSql('ut')})`;
    const { rows } = await sql<SessionRow & { token_rotated_at: Date | null; token_expires_at: Date; issued: number; member_ok: boolean;
      u_id: string | null; u_email: string; u_name: string | null; u_verified: boolean; tenant_ids: unknown; role_keys: unknown; permission_keys: unknown }>`${sql.raw(PREPARE)}
      with cur as (
        select s.*, r.rotated_at as token_rotated_at, r.expires_at as token_expires_at, ${memberOk} as member_ok
        from refresh_tokens r join sessions s on s.id = r.session_id where r.token_hash = ${hash}
      ), claimed as (
        update refresh_tokens t set rotated_at = now()
        where t.token_hash = ${hash} and t.rotated_at is null and t.expires_at > now()
          and exists (select 1 from sessions s where s.id = t.session_id and s.revoked_at is null and ${memberOk})
        returning t.session_id
      ), fresh as (
        insert into refresh_tokens (token_hash, session_id, expires_at) select ${hashToken(next)}, session_id, ${this.expiry()} from claimed
        returning session_id
      )
      select cur.*, (select count(*) from fresh)::int as issued,
        u.id as u_id, u.email as u_email, u.name as u_name, u.verified as u_verified,
        ${grantColumns(sql`cur.user_id`, sql`cur.tenant_id`)}
      from cur left join users u on u.id = cur.user_id`.execute(this.db);
    const row = rows[0];
    if (!row) return { ok: false, reason: 'unknown' };
    const { token_rotated_at, token_expires_at, issued, member_ok, u_id, u_email, u_name, u_verified, tenant_ids, role_keys, permission_keys, ...session } = row;
    if (session.revoked_at) return { ok: false, reason: 'revoked' };
    if (!member_ok) {
      await this.revoke(session.id, 'membership disabled or expired');
      return { ok: false, reason: 'revoked' };
    }
    if (Number(issued) === 1) {
      const user = u_id ? { id: u_id, email: u_email, name: u_name, verified: u_verified } : undefined;
      return { ok: true, session, refreshToken: next, user, grants: grantsFromRow({ tenant_ids, role_keys, permission_keys }) };
    }
    if (!token_rotated_at && new Date(token_expires_at).getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    // Rotated before, or a racing refresh with the same token won the claim: both are reuse.
    await this.revoke(session.id, 'refresh token reuse');
    return { ok: false, reason: 'reused', session };
  }

  /** Moves a session to another tenant (switch tenant keeps the family). */
  async switchTenant(sessionId: string, tenantId: string): Promise<void> {
    await this.db.updateTable('sessions').set({ tenant_id: tenantId }).where('id', '=', sessionId).execute();
  }

  async markMfa(sessionId: string, amr: string[]): Promise<void> {
    await this.db.updateTable('sessions').set({ amr: JSON.stringify(amr) }).where('id', '=', sessionId).execute();
  }

  async get(sessionId: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  }

  async isLive(sessionId: string): Promise<boolean> {
    const s = await this.db.selectFrom('sessions').select('revoked_at').where('id', '=', sessionId).executeTakeFirst();
    return !!s && !s.revoked_at;
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: new Date(), revoke_reason: reason })
      .where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  }

  async revokeAllForUser(userId: string, reason: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: new Date(), revoke_reason: reason })
      .where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  }
}
