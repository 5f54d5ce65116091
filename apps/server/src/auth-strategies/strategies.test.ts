import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

const put = (json: unknown) => fetch(`${t.url}/dev/auth-strategies`, {
  method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json),
});
const publicStrategies = async () => (await t.browser().fetch(`${t.id}/configurations/v1/auth/strategies/public`)).data;

describe('vendor login strategies', () => {
  it('starts with email and password only, listing every strategy the client knows', async () => {
    const data = await publicStrategies();
    expect(data.mainAuthStrategy).toBe('EmailAndPassword');
    expect(data.strategies.filter((s: { isActive: boolean }) => s.isActive).map((s: { strategy: string }) => s.strategy)).toEqual(['EmailAndPassword']);
    expect(data.strategies.map((s: { strategy: string }) => s.strategy)).toEqual(
      ['EmailAndPassword', 'MagicLink', 'Code', 'SmsCode', 'SmsCodeV2', 'Passkeys', 'NoLocalAuthentication']);
  });

  it('switches the main strategy and turns others on; the public call follows at once', async () => {
    const res = await put({ mainAuthStrategy: 'Code', strategies: [{ strategy: 'Code', isActive: true }, { strategy: 'Passkeys', isActive: true }] });
    expect(res.status).toBe(200);
    const data = await publicStrategies();
    expect(data.mainAuthStrategy).toBe('Code');
    const on = data.strategies.filter((s: { isActive: boolean }) => s.isActive).map((s: { strategy: string }) => s.strategy);
    expect(on).toEqual(['Code', 'Passkeys']);
    await put({ mainAuthStrategy: 'EmailAndPassword', strategies: [{ strategy: 'EmailAndPassword', isActive: true }] });
  });

  it('refuses a main strategy that is not active, or an unknown one, and keeps the stored choice', async () => {
    expect((await put({ mainAuthStrategy: 'Code', strategies: [{ strategy: 'EmailAndPassword', isActive: true }] })).status).toBe(400);
    expect((await put({ mainAuthStrategy: 'Carrier pigeon', strategies: [{ strategy: 'Carrier pigeon', isActive: true }] })).status).toBe(400);
    expect((await publicStrategies()).mainAuthStrategy).toBe('EmailAndPassword');
  });

  it('is not mounted in production', async () => {
    const prod = await startServer({ production: true });
    try { expect((await fetch(`${prod.url}/dev/auth-strategies`)).status).toBe(404); } finally { await prod.close(); }
  });
});
