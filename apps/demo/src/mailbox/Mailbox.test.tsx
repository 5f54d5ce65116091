import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkPurpose, mailSegments, type MailboxMessage } from './api';
import { Mailbox } from './Mailbox';

const TOKEN = 'a3f9c1d2e4b5a6978877665544332211';
const USER = '8b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const mail = (subject: string, text: string): MailboxMessage => ({
  id: crypto.randomUUID(), channel: 'email', to: 'sam@example.com', subject, text, links: [], codes: [], createdAt: '2026-11-23T05:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('dev mailbox page', () => {
  it('shows each message as a sentence with its link labelled by purpose, never the tokenised address', async () => {
    const messages = [
      mail('Activate your account', `Activate your account: http://127.0.0.1:5173/account/activate?userId=${USER}&token=${TOKEN}`),
      mail('Reset your password', `Reset your password: http://127.0.0.1:5173/account/reset-password?userId=${USER}&token=${TOKEN}`),
      mail('You were invited to Acme', `Join Acme: http://127.0.0.1:5173/account/invitation/accept?userId=${USER}&token=${TOKEN}`),
    ];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => new Response(JSON.stringify(url.startsWith('/dev/sms') ? [] : messages), { headers: { 'content-type': 'application/json' } })));
    render(<MemoryRouter initialEntries={['/mailbox?to=sam@example.com']}><Mailbox /></MemoryRouter>);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const expected: Array<[string, string, string]> = [
      ['Activate account', 'Activate your account: Activate account', '/account/activate'],
      ['Reset password', 'Reset your password: Reset password', '/account/reset-password'],
      ['Accept invitation', 'Join Acme: Accept invitation', '/account/invitation/accept'],
    ];
    items.forEach((item, i) => {
      const [label, sentence, path] = expected[i]!;
      const link = within(item).getByRole('link');
      expect(link.textContent).toBe(label);
      expect(link.getAttribute('href')).toBe(`${path}?userId=${USER}&token=${TOKEN}`);
      expect(item.querySelector('.demo-message-text')!.textContent).toBe(sentence);
      expect(item.textContent).not.toContain(TOKEN);
    });
  });
});

describe('mail link purposes', () => {
  it('labels the routes the server mails, and anything else neutrally', () => {
    expect(linkPurpose('http://x.test/account/forget-password')).toBe('Reset password');
    expect(linkPurpose('http://x.test/somewhere?token=1')).toBe('Open link');
    expect(mailSegments('Code 123456, no link')).toEqual([{ kind: 'text', text: 'Code 123456, no link' }]);
  });

  it('shows the SMS outbox below, each text with its code', async () => {
    const sms: MailboxMessage = { ...mail('', 'Your sign-in code is 123456. It expires in 10 minutes.'), channel: 'sms', to: '+447700900123', codes: ['123456'] };
    vi.stubGlobal('fetch', vi.fn(async (url: string) => new Response(JSON.stringify(url.startsWith('/dev/sms') ? [sms] : []), { headers: { 'content-type': 'application/json' } })));
    render(<MemoryRouter initialEntries={['/mailbox']}><Mailbox /></MemoryRouter>);
    const texts = await screen.findByRole('region', { name: 'Text messages' });
    expect(await within(texts).findByText('To +447700900123')).toBeTruthy();
    expect(within(texts).getByText('123456')).toBeTruthy();
  });
});
