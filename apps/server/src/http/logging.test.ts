import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_PASSWORD, startServer, type TestServer } from '../test/fixture';
import { captureLogs, scrub } from './log';

let t: TestServer;
const ID = '/identity/resources';

beforeAll(async () => {
  t = await startServer({ logRequests: true });
});
afterAll(async () => t?.close());

describe('structured logs', () => {
  it('one JSON line per request with its id (echoed in X-Request-Id), and no token, code or password in any line', async () => {
    const logs = captureLogs();
    const { browser, accessToken } = await t.login(DEMO_ADMIN);
    const refreshed = await browser.fetch(`${ID}/auth/v1/user/token/refresh`, { json: {} });
    const me = await browser.fetch(`${ID}/users/v2/me`, { token: accessToken, headers: { 'x-request-id': 'trace-abc.1' } });
    await browser.fetch(`${ID}/users/v1/activate/strategy?userId=00000000-0000-4000-8000-000000000000&token=one-time-secret-123`);
    await browser.fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_ADMIN, password: 'Wrong-but-secret-pw9' } });
    logs.stop();
    const lines = logs.lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string; path?: string; status?: number });
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(5);
    for (const l of requests) expect(l.reqId).toMatch(/^[\w.-]+$/);
    expect(me.headers.get('x-request-id')).toBe('trace-abc.1');
    expect(requests.some((l) => l.reqId === 'trace-abc.1' && l.status === 200)).toBe(true);
    const all = logs.lines.join('\n');
    const refreshCookie = [...browser.cookies.values()];
    for (const secret of [accessToken, refreshed.data.accessToken as string, ...refreshCookie, DEMO_PASSWORD, 'Wrong-but-secret-pw9', 'one-time-secret-123']) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toMatch(/eyJ[\w-]{4,}\.[\w-]{4,}\./);
  });

  it('scrubs JWTs, secret parameters and secret keys wherever they appear', () => {
    expect(scrub({ url: '/x?token=abc&y=1', nested: { password: 'p', list: ['Bearer eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl'] } }))
      .toEqual({ url: '/x?token=[redacted]&y=1', nested: { password: '[redacted]', list: ['Bearer [jwt]'] } });
  });
});
