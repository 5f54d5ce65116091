import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, inviteAndActivate, newTenantAdmin } from '../test/users-admin';

// Every security-centre route × (own admin; another tenant's admin, also naming our tenant in the scoped-tenant header;
// our member without the permission) → only our admin reads our figures or mails our members.

let t: TestServer;
const tok = { own: '', other: '', noRole: '', member: '' };
let acme = '';
type Res = Awaited<ReturnType<ReturnType<TestServer['browser']>['fetch']>>;

beforeAll(async () => {
  t = await startServer();
  tok.own = (await t.login(DEMO_ADMIN)).accessToken;
  acme = claimsOf(tok.own).tenantId;
  tok.other = (await newTenantAdmin(t, 'owner@globex.test', 'Globex')).accessToken;
  tok.member = (await t.login(DEMO_MEMBER)).accessToken;
  tok.noRole = (await inviteAndActivate(t, tok.own, 'norole@acme.test', [])).accessToken;
  // Our tenant's tell-tale: one member flagged with a breached password (the other tenant has none).
  await t.db.updateTable('users').set({ password_breached: true }).where('email', '=', 'norole@acme.test').execute();
});
afterAll(async () => t?.close());

const mails = async (to: string) => ((await (await fetch(`${t.url}/dev/mailbox?to=${to}`)).json()) as unknown[]).length;
let mailsBefore = 0;
const breachedCount = (items: { code: string; metadata?: { count?: number } }[] | undefined) => items?.find((i) => i.code === 'BREACHED_PASSWORDS')?.metadata?.count ?? 0;

const cases: { name: string; method: string; path: string; writes: boolean; effect: (r: Res) => Promise<boolean> | boolean }[] = [
  { name: 'GET recommendations', method: 'GET', path: '/security-center/resources/v1/recommendations', writes: false, effect: (r) => breachedCount(r.data?.items) === 1 },
  { name: 'GET insights', method: 'GET', path: '/security-center/resources/v1/insights', writes: false, effect: (r) => breachedCount(r.data?.items) === 1 },
  { name: 'POST breached reset bulk', method: 'POST', path: `${ID}/users/v1/passwords/breached/reset/bulk`, writes: true, effect: async () => (await mails('norole@acme.test')) > mailsBefore },
];

describe('cross-tenant matrix of the security-centre routes', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    mailsBefore = await mails('norole@acme.test');
    const outsiders: [string, string, Record<string, string>][] = [
      ['other tenant', tok.other, {}],
      ['other tenant naming ours in the scoped-tenant header', tok.other, { 'x-portico-tenant-id': acme }],
      ['own tenant without permission', tok.noRole, {}],
      ...(c.writes ? [['member without write permission', tok.member, {}] as [string, string, Record<string, string>]] : []),
    ];
    for (const [who, token, headers] of outsiders) {
      const res = await t.browser().fetch(c.path, { method: c.method, token, headers });
      expect(res.status, `${who}: ${res.text}`).toBeLessThan(500);
      if (who.includes('permission')) expect(res.status, who).toBe(403);
      expect(await c.effect(res), `${who} reached our tenant`).toBe(false);
    }
    const own = await t.browser().fetch(c.path, { method: c.method, token: tok.own });
    expect(own.status, own.text).toBeLessThan(300);
    expect(await c.effect(own), 'own admin').toBe(true);
  });
});
