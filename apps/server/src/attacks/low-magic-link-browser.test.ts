import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, startServer, type TestServer } from '../test/fixture';
import { ID } from '../test/users-admin';

// LOW (issue 24): a magic link signed in whichever browser opened it, and the vendor could not turn the same-browser
// binding on (`magicLinkSameBrowser` existed in code only). The vendor's settings now carry it; with it on, a link
// forwarded to (or intercepted by) another browser does not sign in there.

let t: TestServer;
const P = `${ID}/auth/v1/passwordless/MagicLink`;
const EMAIL = 'member@acme.test';
const settings = (method: 'GET' | 'PUT', json?: object) =>
  fetch(`${t.url}/dev/vendor-settings`, { method, headers: { 'content-type': 'application/json' }, ...(json ? { body: JSON.stringify(json) } : {}) });

beforeAll(async () => {
  t = await startServer();
  await t.deps.vendor.update({ activeAuthStrategies: ['EmailAndPassword', 'MagicLink'] });
});
afterAll(async () => t?.close());

describe('magic link bound to the browser that asked', () => {
  it('the vendor turns the binding on; a link opened in another browser is refused and still works where it was asked', async () => {
    const on = await settings('PUT', { magicLinkSameBrowser: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ magicLinkSameBrowser: true });
    expect(await (await settings('GET')).json()).toMatchObject({ magicLinkSameBrowser: true });

    const asking = t.browser();
    expect((await asking.fetch(`${P}/prelogin`, { json: { email: EMAIL } })).status).toBe(200);
    await expect.poll(async () => (await lastMail(t, EMAIL).catch(() => undefined))?.links.length ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
    const token = new URL((await lastMail(t, EMAIL)).links[0]!).searchParams.get('token')!;

    const attacker = await t.browser().fetch(`${P}/postlogin`, { json: { token } });
    expect(attacker.status).toBe(400);
    expect(attacker.data.accessToken).toBeUndefined();
    expect(attacker.data.errors).toEqual(['Open this sign-in link in the browser where you requested it']);

    const owner = await asking.fetch(`${P}/postlogin`, { json: { token } });
    expect(owner.status).toBe(200);
    expect(owner.data.accessToken).toBeTruthy();
  });
});
