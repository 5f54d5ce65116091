import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';

const ID = '/identity/resources';
let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

describe('bad input is a clear 400, never a 500', () => {
  it('refuses U+0000 in any body or query string, nested or not', async () => {
    const b = t.browser();
    const signUp = await b.fetch(`${ID}/users/v1/signUp`, { json: { email: 'nul@corp.test', name: 'Ada\u0000', password: 'correct horse battery' } });
    expect(signUp.status).toBe(400);
    expect(signUp.data.errors).toEqual(['Text must not contain U+0000']);
    expect((await b.fetch(`${ID}/auth/v1/user`, { json: { email: 'a@b.test', password: 'pass\u0000word' } })).status).toBe(400);
    const query = await b.fetch(`${ID}/users/v1/activate/strategy?userId=${crypto.randomUUID()}&token=a%00b`);
    expect(query.status).toBe(400);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'nul@corp.test').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a non-UUID userId on activate, reset-password verify and invitation accept, and a non-UUID tenantId on switch tenant', async () => {
    const b = t.browser();
    for (const path of ['users/v1/activate', 'users/v1/passwords/reset/verify', 'users/v1/invitation/accept']) {
      const res = await b.fetch(`${ID}/${path}`, { json: { userId: 'not-a-uuid', token: 'x', password: 'correct horse battery' } });
      expect(res.status, path).toBe(400);
      expect(res.data.errors[0], path).toMatch(/^userId: /);
    }
    const { accessToken } = await t.login(DEMO_MEMBER);
    const sw = await b.fetch(`${ID}/users/v1/tenant`, { method: 'PUT', json: { tenantId: "1' or '1'='1" }, token: accessToken });
    expect(sw.status).toBe(400);
    expect(sw.data.errors[0]).toMatch(/^tenantId: /);
  });

  it('20 parallel sign-ups with one address all answer like the calm path and make one account and one tenant', async () => {
    const tenantsBefore = (await t.db.selectFrom('tenants').select('id').execute()).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () =>
      t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: 'race@corp.test', companyName: 'Race', password: 'correct horse battery' } })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const r of answers) expect(Object.keys(r.data).sort()).toEqual(['shouldActivate', 'tenantId', 'userId']);
    expect(new Set(answers.map((r) => r.data.userId)).size).toBe(20);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'race@corp.test').execute()).toHaveLength(1);
    expect((await t.db.selectFrom('tenants').select('id').execute()).length).toBe(tenantsBefore + 1);
  });
});
