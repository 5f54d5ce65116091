import { sql } from 'kysely';
import type { TestServer } from './fixture';

/** A message of the dev outbox (mail or text), as `/dev/mailbox` lists it. */
export interface SentMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  codes: string[];
  links: string[];
}

/** Every message sent so far, newest first (queued sends finish first). */
export const sentMessages = async (t: TestServer): Promise<SentMessage[]> => (await (await fetch(`${t.url}/dev/mailbox`)).json()) as SentMessage[];

/** Headers naming `ip` as the client (the server trusts one proxy hop: start it with `trustProxy: 1`). */
export const fromIp = (ip: string): Record<string, string> => ({ 'x-forwarded-for': ip });

/** Lets `seconds` pass for every rate limit and budget window (they all live in `rate_limits`). */
export async function elapse(t: TestServer, seconds: number): Promise<void> {
  await t.db.updateTable('rate_limits').set({ window_start: sql`window_start - ${seconds}::int * interval '1 second'` }).execute();
}

/** The newest code texted to `phone`, if any. */
export async function smsCodeTo(t: TestServer, phone: string): Promise<string | undefined> {
  return (await sentMessages(t)).find((m) => m.channel === 'sms' && m.to === phone)?.codes[0];
}
