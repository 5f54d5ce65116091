import { expect, test } from '@playwright/test';
import { GATE } from '../pages/gate-page';
import { SessionHarnessPage, serveHarness } from '../pages/session-harness';
import { readClientStores } from '../pages/storage-probe';

const REFRESH = '**/frontegg/identity/resources/auth/v1/user/token/refresh';

test.describe('session across tabs (embedded mode, Web Locks + BroadcastChannel)', () => {
  test('five tabs racing make one refresh call; logout in one tab logs out the others', async ({ context }) => {
    await serveHarness(context, GATE.origin);
    let refreshCalls = 0;
    await context.route(REFRESH, async (route) => {
      refreshCalls++;
      await route.continue();
    });

    const tabs = await Promise.all(Array.from({ length: 5 }, async () => new SessionHarnessPage(await context.newPage(), GATE.origin).open()));
    expect(await tabs[0]!.signIn(GATE.admin, GATE.password)).toBe(200);

    // Five tabs restore the session at once: one call, every tab authenticated with the same token.
    await Promise.all(tabs.map((t) => t.start()));
    expect(refreshCalls).toBe(1);
    expect(await Promise.all(tabs.map((t) => t.status()))).toEqual(Array(5).fill('authenticated'));
    const first = await Promise.all(tabs.map((t) => t.tokenDigest()));
    expect(new Set(first).size).toBe(1);

    // Five authenticated tabs refresh at once: again one call, and all adopt the new token.
    refreshCalls = 0;
    expect(await Promise.all(tabs.map((t) => t.refresh()))).toEqual(Array(5).fill(true));
    expect(refreshCalls).toBe(1);
    const second = await Promise.all(tabs.map((t) => t.tokenDigest()));
    expect(new Set(second).size).toBe(1);
    expect(second[0]).not.toBe(first[0]);

    // Nothing token-like anywhere scripts can read.
    const stores = await readClientStores(tabs[2]!.page);
    expect(stores).toEqual({ localStorage: {}, sessionStorage: {}, indexedDbNames: [], cookie: '' });

    // Logout in one tab: every tab ends unauthenticated with no token, and the server session is gone.
    await tabs[0]!.logout();
    for (const tab of tabs) {
      await expect.poll(() => tab.status()).toBe('unauthenticated');
      expect(await tab.tokenDigest()).toBeNull();
    }
    refreshCalls = 0;
    const late = await new SessionHarnessPage(await context.newPage(), GATE.origin).open();
    await late.start();
    expect(await late.status()).toBe('unauthenticated');
  });
});
