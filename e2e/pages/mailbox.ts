import { expect, type APIRequestContext } from '@playwright/test';
import { ENV } from './env';

/** One message of the server's dev outbox (`GET /dev/mailbox?to=`). */
export interface Mail {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  links: string[];
  codes: string[];
  createdAt: string;
}

/** Reads the dev mailbox JSON API of the reference server, newest first. */
export async function readMailbox(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get(`${ENV.server}/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Mail[];
}

/** Waits until a mail whose subject matches arrives; returns the newest such mail. */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => (found = (await readMailbox(request, to)).find((m) => subject.test(m.subject ?? ''))), { timeout: 10_000 })
    .toBeTruthy();
  return found!;
}

/** The path + query of the mail's first link to `pathname`, to open in the demo. */
export function linkTo(mail: Mail, pathname: string): string {
  const link = mail.links.map((l) => new URL(l)).find((u) => u.pathname === pathname);
  if (!link) throw new Error(`No ${pathname} link in mail "${mail.subject}": ${mail.text}`);
  expect(link.origin, 'mail links point at the demo').toBe(ENV.demo);
  return `${link.pathname}${link.search}`;
}
