import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTabSync, type TabSync } from './tab-sync';
import { channelName, fakeLocks, openChannel } from '../../test/session/tabs';
import type { TokenGrant } from './types';

const open: TabSync[] = [];
afterEach(() => {
  open.splice(0).forEach((s) => s.close());
});

const tabs = (n: number, withLocks: boolean) => {
  const name = channelName();
  const locks = withLocks ? fakeLocks() : null;
  return Array.from({ length: n }, (_, i) => {
    const sync = createTabSync({ name, locks, channel: openChannel(name), id: `tab-${i}` });
    open.push(sync);
    return sync;
  });
};

/** A server whose refresh answers after a short delay, counting calls. */
const server = () => {
  let calls = 0;
  const refresh = vi.fn(async (): Promise<TokenGrant> => {
    const n = ++calls;
    await new Promise((r) => setTimeout(r, 20));
    return { accessToken: `token-${n}`, expiresIn: 600, issuedAt: Date.now() };
  });
  return { refresh, calls: () => calls };
};
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe.each([
  ['Web Locks', true],
  ['BroadcastChannel election (no Web Locks)', false],
])('cross-tab refresh with %s', (_name, withLocks) => {
  it('five tabs racing make one refresh call and all adopt its result', async () => {
    const s = server();
    const results = await Promise.all(tabs(5, withLocks).map((t) => t.refresh(s.refresh)));
    expect(s.calls()).toBe(1);
    expect(new Set(results.map((r) => r.accessToken))).toEqual(new Set(['token-1']));
  });

  it('when the refreshing tab fails, one of the waiting tabs refreshes', async () => {
    const [a, b] = tabs(2, withLocks);
    const s = server();
    const failing = vi.fn(async (): Promise<TokenGrant> => {
      await new Promise((r) => setTimeout(r, 10));
      throw new Error('network');
    });
    const [ra, rb] = await Promise.allSettled([a!.refresh(failing), b!.refresh(s.refresh)]);
    expect([ra.status, rb.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect(failing.mock.calls.length + s.calls()).toBe(2);
  });

  it('a later refresh in the same tab calls again', async () => {
    const [a] = tabs(1, withLocks);
    const s = server();
    await a!.refresh(s.refresh);
    await a!.refresh(s.refresh);
    expect(s.calls()).toBe(2);
  });
});

describe('adoption window', () => {
  it('adopts another tab’s result younger than the window; force ignores results older than the request', async () => {
    const name = channelName();
    let clock = 1_000_000;
    const make = (id: string) => {
      const sync = createTabSync({ name, id, locks: fakeLocks(), channel: openChannel(name), now: () => clock, adoptWindowMs: 10_000 });
      open.push(sync);
      return sync;
    };
    const [a, b] = [make('a'), make('b')];
    const heard = vi.fn();
    b.onToken(heard);
    await a.refresh(async () => ({ accessToken: 'from-a', expiresIn: 600, issuedAt: clock }));
    await until(() => heard.mock.calls.length > 0);
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ accessToken: 'from-a' }));
    clock += 5_000;
    const own = vi.fn(async () => ({ accessToken: 'from-b', expiresIn: 600, issuedAt: clock }));
    expect((await b.refresh(own)).accessToken).toBe('from-a');
    expect(own).not.toHaveBeenCalled();
    expect((await b.refresh(own, { force: true })).accessToken).toBe('from-b');
    clock += 20_000;
    const [c] = [make('c')];
    expect((await c.refresh(async () => ({ accessToken: 'from-c', expiresIn: 600, issuedAt: clock }))).accessToken).toBe('from-c');
  });
});

describe('logout and messages', () => {
  it('logout in one tab reaches every other tab, not itself', async () => {
    const [a, b, c] = tabs(3, true);
    const [la, lb, lc] = [vi.fn(), vi.fn(), vi.fn()];
    a!.onLogout(la);
    b!.onLogout(lb);
    c!.onLogout(lc);
    a!.publishLogout();
    await until(() => lb.mock.calls.length > 0 && lc.mock.calls.length > 0);
    expect([la.mock.calls.length, lb.mock.calls.length, lc.mock.calls.length]).toEqual([0, 1, 1]);
  });

  it('ignores malformed messages posted on the channel', async () => {
    const name = channelName();
    const sync = createTabSync({ name, locks: null, channel: openChannel(name) });
    open.push(sync);
    const heard = vi.fn();
    sync.onToken(heard);
    sync.onLogout(heard);
    const rogue = new BroadcastChannel(name);
    for (const m of [null, 'logout', { type: 'logout' }, { type: 'token', from: 'x', grant: { accessToken: 1 } }, { type: 'other', from: 'x' }]) {
      rogue.postMessage(m);
    }
    rogue.postMessage({ type: 'token', from: 'x', grant: { accessToken: 'ok', expiresIn: 60, issuedAt: Date.now() } });
    await until(() => heard.mock.calls.length > 0);
    rogue.close();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ accessToken: 'ok' }));
  });

  it('works alone without locks or channel', async () => {
    const sync = createTabSync({ name: 'x', locks: null, channel: null });
    const s = server();
    await Promise.all([sync.refresh(s.refresh), sync.refresh(s.refresh)]);
    expect(s.calls()).toBe(2);
  });
});
