import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPreviewApiOf } from './api';
import { createBillingPreviewApi } from './billing';

afterEach(() => vi.useRealTimers());

// What the server's meters count for the sample tenant: members (invited included), account tokens, direct sub-accounts, webhooks, SSO.
const SAMPLE = [['seats', 23, 10], ['apiTokens', 1, 10], ['subAccounts', 2, 3], ['webhooks', 1, 5], ['ssoConnections', 1, 1]];

describe('preview Usage', () => {
  it('counts the admin fake of the same Portico as the server counts its database, after 500 ms, and follows its changes', async () => {
    vi.useFakeTimers();
    const world = {};
    const billing = createBillingPreviewApi({ sample: true, world });
    const admin = adminPreviewApiOf(world);
    expect(adminPreviewApiOf(world)).toBe(admin);
    const read = async () => {
      let usage: Awaited<ReturnType<typeof billing.getUsage>> | undefined;
      void billing.getUsage().then((u) => (usage = u));
      await vi.advanceTimersByTimeAsync(499);
      expect(usage).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      return [usage!.planId, usage!.planName, usage!.metrics.map((m) => [m.key, m.used, m.limit])];
    };
    expect(await read()).toEqual(['plan-basic', 'Basic', SAMPLE]);
    const removed = Promise.all([
      admin.connectivity.getWebhooks().then((hooks) => Promise.all(hooks.map((h) => admin.connectivity.deleteWebhook(h._id!)))),
      admin.sso.getConfig().then((c) => admin.sso.deleteConfig(c.id!)),
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    await removed;
    expect((await read())[2]).toEqual(SAMPLE.map(([k, used, limit]) => [k, k === 'webhooks' || k === 'ssoConnections' ? 0 : used, limit]));
  });

  it('without a world, counts fresh sample data (members and account tokens)', async () => {
    const usage = await createBillingPreviewApi({ delayMs: 0, sample: true }).getUsage();
    expect(usage.metrics.map((m) => [m.key, m.used])).toEqual([['seats', 23], ['apiTokens', 1], ['subAccounts', 0], ['webhooks', 0], ['ssoConnections', 0]]);
  });
});
