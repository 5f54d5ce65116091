import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { PREPARE } from '../db/prepared';
import type { SessionRow } from '../db/schema';
import { MSG, unauthorized } from '../http/errors';
import { ipAllowed, ipRulesFromJson, ipRulesSql } from '../restrictions';
import { maxSessionsSql, readSessionPolicy, sessionPolicyExpiredSql } from '../session-policy';
import { grantColumns, grantsFromRow, MSG_USER_DISABLED, usableMembershipSql, type Grants } from '../membership';
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
  /** The caller's address does not pass the tenant's IP rules; nothing was claimed or revoked. */
  | { ok: false; reason: 'ip' }
  | { ok: false; reason: 'reused'; session: SessionRow };

/** Lets {@link Sessions.rotate} apply the tenant's IP rules before it claims the token (refresh's one statement). */
export interface IpGate {
  /** The caller's address. */
  ip: string | null;
  /** The tenant asked for (a tenant switch), else the session's tenant applies. */
  tenantId?: string | undefined;
  /** Internal: the address already passed, claim regardless of rules. */
  decided?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  /** The admin acting for the user on an impersonation session (RFC 8693 `act`). */
  act?: { sub: string; email: string };
  /** The session this one is derived from (see access/derive.ts); the root of its lineage. */
  originId?: string;
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

  /**
   * Starts a session and returns its first refresh token and the user's grants in its tenant, in one statement; then,
   * when the tenant limits concurrent sessions, ends the user's oldest sessions there beyond the limit (`revokedOlder`).
   */
  async create(s: NewSession): Promise<{ session: SessionRow; refreshToken: string; grants: Grants; revokedOlder: number }> {
    // A child session (OAuth code exchange) keeps its parent's sign-in time: past the absolute timeout it is refused.
    if (s.authTime) await this.assertWithinTimeout(s.tenantId, s.authTime);
    const token = randomToken();
    const id = crypto.randomUUID();
    const { rows } = await sql<SessionRow & { max_sessions: number | null; tenant_ids: unknown; role_grants: unknown }>`${sql.raw(PREPARE)}
      with s as (
        insert into sessions (id, user_id, tenant_id, amr, auth_time, user_agent, ip, client_id, act, origin_id)
        select ${id}::uuid, ${s.userId}::uuid, ${s.tenantId}::uuid, ${JSON.stringify(s.amr)}::jsonb, ${s.authTime ?? new Date()}::timestamptz, ${s.userAgent}, ${s.ip}, ${s.clientId ?? null},
          ${s.act ? JSON.stringify(s.act) : null}::jsonb, ${s.originId ?? null}::uuid
        where exists (select 1 from user_tenants ut where ut.user_id = ${s.userId}::uuid and ut.tenant_id = ${s.tenantId}::uuid and ${usableMembershipSql('ut')})
        returning *
      ), t as (
        insert into refresh_tokens (token_hash, session_id, expires_at) select ${hashToken(token)}, s.id, ${this.expiry()} from s
      )${s.audit ? sql`, a as (
        insert into audits (id, vendor_id, tenant_id, user_id, email, action, description, ip, severity, user_agent, json)
        select ${crypto.randomUUID()}, ${s.audit.vendorId}, s.tenant_id, s.user_id, ${s.audit.email}, ${s.audit.action}, ${s.audit.description},
          left(s.ip, 64), 'INFO', left(s.user_agent, 512), '{}' from s
      )` : sql``}
      select s.*, ${maxSessionsSql(sql`s.tenant_id`)} as max_sessions, ${grantColumns(sql`s.user_id`, sql`s.tenant_id`)} from s`.execute(this.db);
    // Backstop for every path (login, MFA, OAuth code exchange): no session in a tenant the user may not enter.
    if (!rows[0]) throw unauthorized(MSG_USER_DISABLED, 'MEMBERSHIP_INACTIVE');
    const { max_sessions, tenant_ids, role_grants, ...session } = rows[0];
    // Runs after the insert committed, so racing logins each see the others and together keep at most the limit.
    const revokedOlder = max_sessions == null ? 0 : await this.keepNewest(session.user_id, session.tenant_id, Number(max_sessions));
    return { session, refreshToken: token, grants: grantsFromRow({ tenant_ids, role_grants }), revokedOlder };
  }

  /** Ends the user's live sessions in a tenant except the `max` newest; returns how many ended. */
  private async keepNewest(userId: string, tenantId: string, max: number): Promise<number> {
    const { rows } = await sql<{ id: string }>`
      update sessions set revoked_at = now(), revoke_reason = 'maximum concurrent sessions reached'
      where id in (select o.id from sessions o where o.user_id = ${userId}::uuid and o.tenant_id = ${tenantId}::uuid and o.revoked_at is null
        and exists (select 1 from refresh_tokens r where r.session_id = o.id and r.rotated_at is null and r.expires_at > now())
        order by o.created_at desc, o.id desc offset ${max})
      returning id`.execute(this.db);
    return rows.length;
  }

  private async assertWithinTimeout(tenantId: string, authTime: Date): Promise<void> {
    const t = (await readSessionPolicy(this.db, tenantId)).sessionTimeoutConfiguration;
    if (t.isActive && authTime.getTime() + t.timeout * 1000 <= Date.now()) throw unauthorized(MSG.refreshInvalid, 'REFRESH_INVALID');
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
  async rotate(token: string | undefined, gate?: IpGate): Promise<RotateResult> {
    if (!token) return { ok: false, reason: 'unknown' };
    // The tenant whose IP rules apply: the one asked for, else the session's (checked before the claim, see IpGate).
    const gateTenant = gate?.tenantId && UUID.test(gate.tenantId) ? gate.tenantId : null;
    const ipDecided = !gate || gate.decided === true;
    const hash = hashToken(token);
    const next = randomToken();
    // A disabled or expired temporary member of the session's tenant gets no new token.
    const memberOk = sql`exists (select 1 from user_tenants ut where ut.user_id = s.user_id and ut.tenant_id = s.tenant_id and ${usableMembershipSql('ut')})`;
    // The tenant's session policy: idle since the live token was issued (last login or refresh), or past the absolute timeout.
    const timedOut = (issuedAt: RawBuilder<unknown>) => sessionPolicyExpiredSql(sql`s.tenant_id`, sql`s.auth_time`, issuedAt);
    const { rows } = await sql<SessionRow & { token_rotated_at: Date | null; token_expires_at: Date; issued: number; member_ok: boolean; timed_out: boolean;
      ip_rules: unknown; u_id: string | null; u_email: string; u_name: string | null; u_verified: boolean; tenant_ids: unknown; role_grants: unknown }>`${sql.raw(PREPARE)}
      with cur as (
        select s.*, r.rotated_at as token_rotated_at, r.expires_at as token_expires_at, ${memberOk} as member_ok, ${timedOut(sql`r.created_at`)} as timed_out,
          ${ipRulesSql(sql`coalesce(${gateTenant}::uuid, s.tenant_id)`)} as ip_rules
        from refresh_tokens r join sessions s on s.id = r.session_id where r.token_hash = ${hash}
      ), claimed as (
        -- The checks cur made once decide the claim (cur.ip_rules is null when the tenant has no active IP rules); the
        -- conditions on t itself are checked again on the row it locks, so of two racing refreshes only one wins.
        update refresh_tokens t set rotated_at = now() from cur
        where t.token_hash = ${hash} and t.rotated_at is null and t.expires_at > now()
          and cur.revoked_at is null and cur.member_ok and not cur.timed_out and (${ipDecided}::boolean or cur.ip_rules is null)
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
    const { token_rotated_at, token_expires_at, issued, member_ok, timed_out, ip_rules, u_id, u_email, u_name, u_verified, tenant_ids, role_grants, ...session } = row;
    if (session.revoked_at) return { ok: false, reason: 'revoked' };
    // A live token of a tenant with IP rules: decided here, before anything is claimed or revoked (a refused client keeps
    // a cookie that works from an allowed address); when the address passes, the same statement runs once more.
    const live = !token_rotated_at && new Date(token_expires_at).getTime() > Date.now();
    if (gate && !ipDecided && Number(issued) !== 1 && live && ip_rules != null) {
      if (!ipAllowed(ipRulesFromJson(ip_rules), gate.ip)) return { ok: false, reason: 'ip' };
      return this.rotate(token, { ...gate, decided: true });
    }
    if (!member_ok) {
      await this.revoke(session.id, 'membership disabled or expired');
      return { ok: false, reason: 'revoked' };
    }
    if (!token_rotated_at && timed_out && Number(issued) !== 1) {
      await this.revoke(session.id, 'session timeout');
      return { ok: false, reason: 'expired' };
    }
    if (Number(issued) === 1) {
      const user = u_id ? { id: u_id, email: u_email, name: u_name, verified: u_verified } : undefined;
      return { ok: true, session, refreshToken: next, user, grants: grantsFromRow({ tenant_ids, role_grants }) };
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

  /** Expires a session's unused refresh tokens without revoking it (an admin's session waits while they impersonate). */
  async park(sessionId: string): Promise<void> {
    await this.db.updateTable('refresh_tokens').set({ expires_at: new Date() })
      .where('session_id', '=', sessionId).where('rotated_at', 'is', null).execute();
  }

  /** A fresh refresh token for a live session (ending an impersonation hands the admin's parked session back). */
  async reissue(sessionId: string): Promise<string | undefined> {
    const token = randomToken();
    const row = await this.db.insertInto('refresh_tokens')
      .columns(['token_hash', 'session_id', 'expires_at'])
      .expression((eb) => eb.selectFrom('sessions').select([eb.val(hashToken(token)).as('token_hash'), 'id', eb.val(this.expiry()).as('expires_at')])
        .where('id', '=', sessionId).where('revoked_at', 'is', null))
      .returning('session_id').executeTakeFirst();
    return row ? token : undefined;
  }

  /** Revokes a session and every session derived from it (an impersonation's end reaches its OAuth and step-up children). */
  async revokeLineage(rootId: string, reason: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: new Date(), revoke_reason: reason })
      .where((eb) => eb.or([eb('id', '=', rootId), eb('origin_id', '=', rootId)])).where('revoked_at', 'is', null).execute();
  }

  async revokeAllForUser(userId: string, reason: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: new Date(), revoke_reason: reason })
      .where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  }
}
