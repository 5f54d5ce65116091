/** One message of the reference server's dev outbox. */
export interface MailboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  links: string[];
  codes: string[];
  createdAt: string;
}

/** Reads the dev mailbox of an address, newest first (the host app may fetch; only UI packages may not). */
export async function readMailbox(to: string, signal?: AbortSignal): Promise<MailboxMessage[]> {
  const response = await fetch(`/dev/mailbox?to=${encodeURIComponent(to)}`, { signal });
  if (!response.ok) throw new Error(`The dev mailbox answered ${response.status}`);
  const body = (await response.json()) as MailboxMessage[] | { messages: MailboxMessage[] };
  return Array.isArray(body) ? body : body.messages;
}

/** Reads the dev SMS outbox (every text sent), newest first. */
export async function readSms(signal?: AbortSignal): Promise<MailboxMessage[]> {
  const response = await fetch('/dev/sms', { signal });
  if (!response.ok) throw new Error(`The dev SMS outbox answered ${response.status}`);
  return (await response.json()) as MailboxMessage[];
}

/** Rewrites a server link to open inside this demo (same path and query), so activation and reset land here. */
export function toDemoLink(link: string): string {
  try {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  } catch {
    return link;
  }
}

// What each mailed link is for, by the login-box route it opens (the reference server's mail templates link these).
const PURPOSES: Array<[path: string, label: string]> = [
  ['/account/activate', 'Activate account'],
  ['/account/reset-password', 'Reset password'],
  ['/account/forget-password', 'Reset password'],
  ['/account/invitation/accept', 'Accept invitation'],
  ['/account/login/magic-link', 'Sign in with this link'],
  ['/account/login', 'Sign in'],
];

/** A label saying what a mailed link does ("Activate account"), never its tokenised address. */
export function linkPurpose(link: string): string {
  const path = toDemoLink(link).split('?')[0]!;
  return PURPOSES.find(([p]) => path === p || path.endsWith(p))?.[1] ?? 'Open link';
}

/** A piece of a message: plain words, or a link shown by its purpose. */
export type MailSegment = { kind: 'text'; text: string } | { kind: 'link'; to: string; label: string };

const LINK = /https?:\/\/[^\s"'<>]+/g;

/** Cuts a message into words and links, so it reads as a sentence with labelled links instead of raw token URLs. */
export function mailSegments(text: string): MailSegment[] {
  const out: MailSegment[] = [];
  let at = 0;
  for (const m of text.matchAll(LINK)) {
    if (m.index > at) out.push({ kind: 'text', text: text.slice(at, m.index) });
    out.push({ kind: 'link', to: toDemoLink(m[0]), label: linkPurpose(m[0]) });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ kind: 'text', text: text.slice(at) });
  return out;
}
