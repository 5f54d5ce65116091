import type { Db } from '../db/connect';
import type { SessionRow } from '../db/schema';
import { hashToken, randomToken } from './crypto';

/** What the caller learns from a refresh attempt. */
export type RotateResult =
  | { ok: true; session: SessionRow; refreshToken: string }
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
}

/** Sign-in sessions and their refresh-token families (rotation with reuse detection). */
export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly ttlSeconds: number,
  ) {}

  private async issue(db: Db, sessionId: string): Promise<string> {
    const token = randomToken();
    await db.insertInto('refresh_tokens')
      .values({ token_hash: hashToken(token), session_id: sessionId, expires_at: new Date(Date.now() + this.ttlSeconds * 1000) })
      .execute();
    return token;
  }

  /** Starts a session and returns its first refresh token. */
  async create(s: NewSession): Promise<{ session: SessionRow; refreshToken: string }> {
    const session = await this.db.insertInto('sessions').values({
      id: crypto.randomUUID(), user_id: s.userId, tenant_id: s.tenantId, amr: JSON.stringify(s.amr),
      auth_time: s.authTime ?? new Date(), user_agent: s.userAgent, ip: s.ip,
    }).returningAll().executeTakeFirstOrThrow();
    return { session, refreshToken: await this.issue(this.db, session.id) };
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

  /** Exchanges a refresh token for a new one; presenting a rotated token revokes the whole family. */
  async rotate(token: string | undefined): Promise<RotateResult> {
    if (!token) return { ok: false, reason: 'unknown' };
    const hash = hashToken(token);
    const row = await this.db.selectFrom('refresh_tokens as r').innerJoin('sessions as s', 's.id', 'r.session_id')
      .selectAll('s').select(['r.rotated_at', 'r.expires_at']).where('r.token_hash', '=', hash).executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    const { rotated_at, expires_at, ...session } = row;
    if (session.revoked_at) return { ok: false, reason: 'revoked' };
    if (rotated_at) {
      await this.revoke(session.id, 'refresh token reuse');
      return { ok: false, reason: 'reused', session };
    }
    if (expires_at.getTime() < Date.now()) return { ok: false, reason: 'expired' };
    // The conditional update makes two racing refreshes with one token count as reuse.
    const claimed = await this.db.updateTable('refresh_tokens').set({ rotated_at: new Date() })
      .where('token_hash', '=', hash).where('rotated_at', 'is', null).returning('token_hash').executeTakeFirst();
    if (!claimed) {
      await this.revoke(session.id, 'refresh token reuse');
      return { ok: false, reason: 'reused', session };
    }
    return { ok: true, session, refreshToken: await this.issue(this.db, session.id) };
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
