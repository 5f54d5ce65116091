import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { claimsOf, inviteAndActivate, newTenantAdmin } from '../test/users-admin';

// Every reports route × (own tenant's admin, another tenant's admin — also naming our tenant in the scoped-tenant
// header — own tenant without any role, and the read-only member for writes) → only the first reads or changes ours.

type Res = Awaited<ReturnType<ReturnType<TestServer['browser']>['fetch']>>;
type Who = 'own' | 'other' | 'otherScoped' | 'noRole' | 'member';
interface Case {
  name: string;
  write: boolean;
  setup?(): Promise<string>;
  run(token: string, headers: Record<string, string>, ref: string): Promise<Res>;
  affected(res: Res, ref: string): Promise<boolean>;
}

let t: TestServer;
const tok: Record<Who, string> = { own: '', other: '', otherScoped: '', noRole: '', member: '' };
let acme = '';
const R = '/reports/resources/reports/v2';
const send = (path: string, token: string, headers: Record<string, string>, init: { method?: string; json?: unknown } = {}) =>
  t.browser().fetch(path, { ...init, token, headers });
const acmeReport = async (template: string) =>
  t.db.selectFrom('tenant_reports').select(['name']).where('tenant_id', '=', acme).where('template_id', '=', template).executeTakeFirst();

beforeAll(async () => {
  t = await startServer();
  tok.own = (await t.login(DEMO_ADMIN)).accessToken;
  acme = claimsOf(tok.own).tenantId;
  tok.other = tok.otherScoped = (await newTenantAdmin(t, 'owner@globex.test', 'Globex')).accessToken;
  tok.member = (await t.login(DEMO_MEMBER)).accessToken;
  tok.noRole = (await inviteAndActivate(t, tok.own, 'norole@acme.test', [])).accessToken;
  await send(`${R}/tenant-reports`, tok.own, {}, { method: 'POST', json: { templateId: 'users', name: 'Acme users' } });
});
afterAll(async () => t?.close());

const CASES: Case[] = [
  { name: `GET ${R}/tenant-reports`, write: false, run: (tk, h) => send(`${R}/tenant-reports`, tk, h),
    affected: async (res) => res.status === 200 && (res.data as { name: string }[]).some((r) => r.name === 'Acme users') },
  { name: `GET ${R}/users/tenant-reports`, write: false, run: (tk, h) => send(`${R}/users/tenant-reports`, tk, h),
    affected: async (res) => res.status === 200 && res.data.name === 'Acme users' },
  { name: `POST ${R}/users/tenant-reports`, write: true, setup: async () => `n-${crypto.randomUUID()}`,
    run: (tk, h, n) => send(`${R}/users/tenant-reports`, tk, h, { method: 'POST', json: { name: n } }),
    affected: async (_res, n) => (await acmeReport('users'))?.name === n },
  { name: `POST ${R}/tenant-reports`, write: true, setup: async () => {
    await t.db.deleteFrom('tenant_reports').where('tenant_id', '=', acme).where('template_id', '=', 'security').execute();
    return `s-${crypto.randomUUID()}`;
  }, run: (tk, h, n) => send(`${R}/tenant-reports`, tk, h, { method: 'POST', json: { templateId: 'security', name: n } }),
  affected: async (_res, n) => (await acmeReport('security'))?.name === n },
  { name: 'GET preview-report', write: false, run: (tk, h) => send('/reports/engine/resources/triggers/v1/preview-report?id=users', tk, h),
    affected: async (res) => res.status === 200 && res.text.includes(DEMO_MEMBER) },
];

describe('reports cross-tenant matrix', () => {
  for (const c of CASES) {
    const whos: Who[] = c.write ? ['own', 'other', 'otherScoped', 'noRole', 'member'] : ['own', 'other', 'otherScoped', 'noRole'];
    for (const who of whos) {
      it(`${c.name} as ${who}`, async () => {
        const ref = (await c.setup?.()) ?? '';
        const res = await c.run(tok[who], who === 'otherScoped' ? { 'x-portico-tenant-id': acme } : {}, ref);
        expect(res.status, res.text).toBeLessThan(500);
        expect(await c.affected(res, ref), `${who}: ${res.status} ${res.text.slice(0, 200)}`).toBe(who === 'own');
        if (who === 'own') expect(res.status).toBeLessThan(300);
        if (who === 'noRole' || who === 'member' || who === 'otherScoped') expect(res.status).toBe(403);
      });
    }
  }
});
