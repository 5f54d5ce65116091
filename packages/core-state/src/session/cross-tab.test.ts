import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, fakeContext, makeToken } from '../../test/fixtures';
import { createEmbeddedSession } from './embedded';
import { createTabSync } from './tab-sync';
import { channelName, fakeLocks, openChannel } from '../../test/session/tabs';
import type { SessionController } from './types';

const sessions: SessionController[] = [];
afterEach(() => sessions.splice(0).forEach((s) => s.dispose()));

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

/** N tabs of one app: separate contexts and vaults, one "server" with a rotating refresh cookie, shared lock and channel. */
function tabs(n: number, withLocks = true) {
  const name = channelName();
  const locks = withLocks ? fakeLocks() : null;
  let refreshCalls = 0;
  return {
    refreshCalls: () => refreshCalls,
    tabs: Array.from({ length: n }, () => {
      const api = fakeApi();
      api.refreshToken.mockImplementation(async () => {
        const n = ++refreshCalls;
        await new Promise((r) => setTimeout(r, 15));
        return { accessToken: makeToken({ jti: `t-${n}` }), expires_in: 600 };
      });
      const f = fakeContext({ api, page: 'https://app.test/' });
      const session = createEmbeddedSession(f.ctx, { sync: createTabSync({ name, locks, channel: openChannel(name) }) });
      sessions.push(session);
      return { ...f, session };
    }),
  };
}

describe.each([['Web Locks', true], ['BroadcastChannel only', false]])('embedded session across tabs (%s)', (_n, withLocks) => {
  it('five tabs starting together make one refresh call and share its token', async () => {
    const t = tabs(5, withLocks);
    await Promise.all(t.tabs.map((tab) => tab.session.start()));
    expect(t.refreshCalls()).toBe(1);
    expect(t.tabs.every((tab) => tab.auth.getState().status === 'authenticated')).toBe(true);
    expect(new Set(t.tabs.map((tab) => tab.session.getAccessToken())).size).toBe(1);
  });

  it('five authenticated tabs refreshing together make one call; the others swap the token without reloading the user', async () => {
    const t = tabs(5, withLocks);
    await Promise.all(t.tabs.map((tab) => tab.session.start()));
    const profileCalls = t.tabs.map((tab) => tab.api.getProfile.mock.calls.length);
    const tokens = await Promise.all(t.tabs.map((tab) => tab.session.refresh()));
    expect(t.refreshCalls()).toBe(2);
    expect(new Set(tokens).size).toBe(1);
    expect(t.tabs.map((tab) => tab.api.getProfile.mock.calls.length)).toEqual(profileCalls);
  });

  it('logout in one tab signs out every tab', async () => {
    const t = tabs(3, withLocks);
    await Promise.all(t.tabs.map((tab) => tab.session.start()));
    await t.tabs[0]!.session.logout();
    await until(() => t.tabs.every((tab) => tab.auth.getState().status === 'unauthenticated'));
    expect(t.tabs.map((tab) => tab.auth.getState().status)).toEqual(['unauthenticated', 'unauthenticated', 'unauthenticated']);
    expect(t.tabs.map((tab) => tab.session.getAccessToken())).toEqual([null, null, null]);
    expect(t.tabs[0]!.api.logout).toHaveBeenCalledTimes(1);
    expect(t.tabs[1]!.api.logout).not.toHaveBeenCalled();
  });
});
