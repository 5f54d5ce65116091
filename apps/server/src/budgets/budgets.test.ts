import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../http/errors';
import { startServer, type TestServer } from '../test/fixture';
import { elapse } from '../test/budgets';
import { BUDGET_MSG, deliver, spend, trySpend, type Ticket } from './index';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => t?.close());

const refusalOf = async (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => (isApiError(e) ? e : Promise.reject(e)));
const text = (userId: string, to: string, ip?: string) => spend(t.deps, 'phone-verify', { userId, ...(ip ? { ip } : {}) }, { channel: 'sms', to });

describe('budgets', () => {
  it('refuses past the window with 429, the clear message and the seconds left; silently for trySpend', async () => {
    const who = { userId: crypto.randomUUID() };
    for (let i = 0; i < 5; i++) await spend(t.deps, 'password-reset', who, { channel: 'email', to: 'a@b.test' });
    const no = await refusalOf(spend(t.deps, 'password-reset', who, { channel: 'email', to: 'a@b.test' }));
    expect(no).toMatchObject({ status: 429, errors: [BUDGET_MSG.tooMany] });
    expect(no!.retryAfter).toBeGreaterThan(3500);
    expect(await trySpend(t.deps, 'password-reset', who, { channel: 'email', to: 'a@b.test' })).toBeUndefined();
    await elapse(t, 3600);
    expect(await trySpend(t.deps, 'password-reset', who, { channel: 'email', to: 'a@b.test' })).toBeDefined();
  });

  it('counts a number once a day; a refused number is not half-counted and stays refused', async () => {
    const userId = crypto.randomUUID();
    for (let i = 0; i < 5; i++) await text(userId, `+44770090${6000 + i}`);
    await elapse(t, 31);
    // Texting a counted number again is free.
    await text(userId, '+447700906000');
    const sixth = await refusalOf(text(userId, '+447700906005'));
    expect(sixth).toMatchObject({ status: 429, errors: [BUDGET_MSG.smsNumbers] });
    expect(await refusalOf(text(userId, '+447700906005'))).toMatchObject({ status: 429 });
    // Its account hit was given back: the account's hourly window still has room for the counted numbers.
    const row = await t.db.selectFrom('rate_limits').select('hits').where('key', '=', `budget:phone-verify:u:${userId}`).executeTakeFirstOrThrow();
    expect(row.hits).toBe(6);
  });

  it('a refused number from one client address counts for no account either', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 30; i++) await text(crypto.randomUUID(), `+44770091${String(i).padStart(4, '0')}`, ip);
    const user = crypto.randomUUID();
    expect(await refusalOf(text(user, '+447700919999', ip))).toMatchObject({ errors: [BUDGET_MSG.smsNumbers] });
    expect(await t.db.selectFrom('rate_limits').select('hits').where('key', '=', `sms-numbers:u:${user}`).executeTakeFirst()).toMatchObject({ hits: 0 });
  });

  it('delivers only to the destination its ticket was spent for', async () => {
    const ticket: Ticket = await spend(t.deps, 'notice', { userId: crypto.randomUUID() }, { channel: 'email', to: 'owner@b.test' });
    await expect(deliver(t.deps, ticket, { channel: 'email', to: 'someone-else@b.test', text: 'x' })).rejects.toThrow(/another destination/);
    await deliver(t.deps, ticket, { channel: 'email', to: 'Owner@b.test', subject: 's', text: 'x' });
  });
});
