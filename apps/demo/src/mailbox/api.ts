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

/** Rewrites a server link to open inside this demo (same path and query), so activation and reset land here. */
export function toDemoLink(link: string): string {
  try {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  } catch {
    return link;
  }
}
