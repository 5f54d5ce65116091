import type { Transporter } from 'nodemailer';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { OutboxTable } from './tables';
import { log } from '../http/log';

/** A message the server sends: kept in the outbox (dev mailbox) and, in production, sent by SMTP. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;
const CODE = /\b\d{6,8}\b/g;

/** Writes every outgoing email/SMS to the outbox table; sends through SMTP when one is configured. */
export class Outbox {
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly db: Db,
    private readonly smtpUrl: string | undefined,
    private readonly from: string,
    private readonly keep: boolean,
  ) {}

  // nodemailer loads with the first mail, not at start-up (only SMTP set-ups need it).
  private smtp(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.smtpUrl));
    return this.transport;
  }

  async send(m: OutgoingMessage): Promise<void> {
    const links = m.text.match(LINK) ?? [];
    const codes = (m.text.replace(LINK, ' ').match(CODE) ?? []).filter((c, i, all) => all.indexOf(c) === i);
    let sentAt: Date | null = null;
    if (this.smtpUrl && m.channel === 'email') {
      await (await this.smtp()).sendMail({ from: this.from, to: m.to, subject: m.subject, text: m.text });
      sentAt = new Date();
    }
    // Production keeps no copy of secrets-bearing mail; dev keeps all for the mailbox.
    if (this.keep) {
      await this.db.insertInto('outbox').values({
        id: crypto.randomUUID(), channel: m.channel, to_address: m.to.toLowerCase(), subject: m.subject ?? null, text: m.text,
        links: JSON.stringify(links), codes: JSON.stringify(codes), sent_at: sentAt,
      }).execute();
    } else if (!this.smtpUrl) {
      log.warn({ channel: m.channel }, 'no SMTP configured: message not delivered');
    }
  }

  /** Newest first. */
  async list(to: string, limit = 50) {
    return this.rows('to_address', to.toLowerCase(), limit);
  }

  /** Every kept message, newest first (the e2e log check reads the codes and links of a whole run). */
  async all(limit = 10_000) {
    const rows = await this.db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
    return rows.map(toMessage);
  }

  /** Every kept message of one channel (the dev SMS outbox), newest first. */
  async listChannel(channel: OutgoingMessage['channel'], limit = 50) {
    return this.rows('channel', channel, limit);
  }

  private async rows(column: 'to_address' | 'channel', value: string, limit: number) {
    const rows = await this.db.selectFrom('outbox').selectAll().where(column, '=', value).orderBy('created_at', 'desc').limit(limit).execute();
    return rows.map(toMessage);
  }
}

const toMessage = (r: Selectable<OutboxTable>) => ({
  id: r.id, channel: r.channel, to: r.to_address, subject: r.subject, text: r.text,
  links: r.links, codes: r.codes, createdAt: r.created_at.toISOString(),
});
