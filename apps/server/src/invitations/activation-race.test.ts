import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peekOneTime } from '../tokens';
import { lastMail, linkParams, startServer, type TestServer } from '../test/fixture';
import { sendActivation } from './service';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

describe('activation mails sent close together (sign-up, then an early resend)', () => {
  it('the newest mail in the inbox holds the link that works, even when the first delivery is slow', async () => {
    const user = await t.deps.db.selectFrom('users').selectAll().limit(1).executeTakeFirstOrThrow();
    const send = t.deps.outbox.send.bind(t.deps.outbox);
    let calls = 0;
    // The first delivery is slow (a busy SMTP relay, a loaded database): the second send overtakes it.
    t.deps.outbox.send = async (m) => {
      if (calls++ === 0) await new Promise((r) => setTimeout(r, 80));
      return send(m);
    };
    try {
      const first = sendActivation(t.deps, user, null);
      await new Promise((r) => setTimeout(r, 20));
      await Promise.all([first, sendActivation(t.deps, user, null)]);
    } finally {
      t.deps.outbox.send = send;
    }
    const { token } = linkParams((await lastMail(t, user.email)).links[0]!);
    expect(await peekOneTime(t.deps.db, 'activation', token)).toBeDefined();
  });
});
