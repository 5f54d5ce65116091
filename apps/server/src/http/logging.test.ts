import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_PASSWORD, startServer, type TestServer } from '../test/fixture';
import { clientAddress } from './client-ip';
import { captureLogs, scrub } from './log';

let t: TestServer;
const ID = '/identity/resources';

beforeAll(async () => {
  t = await startServer({ logRequests: true, trustProxy: 1 });
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

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  it('takes the address the trusted proxy saw, never one the client wrote further left', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.7', 0)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.3', '6.6.6.6, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
  });

  it('sessions, audits and IP rules see that address', async () => {
    const { accessToken } = await t.login(DEMO_ADMIN);
    const me = await t.browser().fetch('/metadata/ipme', { token: accessToken, headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } });
    expect(me.status, JSON.stringify(me.data)).toBe(200);
    expect(me.data).toMatchObject({ ip: '203.0.113.9', isPrivate: false });
  });
});
