import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';

let t: TestServer;
const put = (json: unknown) => t.browser().fetch(`${t.url}/dev/vendor-settings`, { method: 'PUT', json });

beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => t?.close());

describe('dev vendor settings', () => {
  it('reads the defaults, stores a change in the vendor configuration, and refuses unknown keys and wrong types', async () => {
    expect((await t.browser().fetch(`${t.url}/dev/vendor-settings`)).data).toEqual({ magicLinkSameBrowser: false });
    expect((await put({ magicLinkSameBrowser: true })).data).toEqual({ magicLinkSameBrowser: true });
    expect(t.deps.vendor.config.magicLinkSameBrowser).toBe(true);
    // An empty change keeps what is stored.
    expect((await put({})).data).toEqual({ magicLinkSameBrowser: true });
    expect((await put({ magicLinkSameBrowser: 'yes' })).status).toBe(400);
    expect((await put({ allowSignups: false })).status).toBe(400);
    expect(t.deps.vendor.config.allowSignups).toBe(true);
    expect((await put({ magicLinkSameBrowser: false })).data).toEqual({ magicLinkSameBrowser: false });
  });
});
