import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';
import { matrixTests, signInCallers, type MatrixCase, type Who } from '../test/isolation';
import { ID } from '../test/users-admin';

// Every restrictions route × (own tenant's admin, another tenant's admin — also naming our tenant in the scoped-tenant
// header — own tenant without any role, and the seeded read-only member for writes) → only the first reads or changes
// our tenant. Our tenant's config stays inactive, so no case locks the matrix out.

let t: TestServer;
const tok: Record<Who, string> = { own: '', other: '', otherScoped: '', noRole: '', member: '' };
let acme = '';
const IP = `${ID}/configurations/v1/restrictions/ip`;
const D = `${ID}/configurations/restrictions/v1/email-domain`;
const send = (path: string, token: string, headers: Record<string, string>, init: { method?: string; json?: unknown } = {}) =>
  t.browser().fetch(path, { ...init, token, headers });
const ipRow = (ip: string) => t.db.selectFrom('ip_restrictions').selectAll().where('tenant_id', '=', acme).where('ip', '=', ip).executeTakeFirst();
const domainRow = (domain: string) => t.db.selectFrom('email_domain_restrictions').selectAll().where('tenant_id', '=', acme).where('domain', '=', domain).executeTakeFirst();
const freshIp = () => `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
const freshDomain = () => `d${crypto.randomUUID().slice(0, 8)}.test`;
const makeIp = async () => (await send(IP, tok.own, {}, { json: { ip: freshIp(), strategy: 'BLOCK', isActive: true, description: 'acme' } })).data.id as string;
const makeDomain = async () => (await send(D, tok.own, {}, { json: { domain: freshDomain(), type: 'block' } })).data.id as string;

beforeAll(async () => {
  t = await startServer();
  acme = await signInCallers(t, tok);
  // Lists that make the verify answers tell our tenant from another (the config stays inactive).
  await send(IP, tok.own, {}, { json: { ip: '127.0.0.1', strategy: 'ALLOW', isActive: true } });
  await send(IP, tok.own, {}, { json: { ip: '127.0.0.0/8', strategy: 'BLOCK', isActive: true } });
  await send(`${D}/config`, tok.own, {}, { json: { active: false, blockPublicDomains: true, listType: 'allow' } });
});
afterAll(async () => t?.close());

const CASES: MatrixCase[] = [
  { name: `GET ${IP}`, write: false, setup: makeIp, run: (tk, h) => send(`${IP}?_limit=100`, tk, h),
    affected: async (res, id) => res.status === 200 && res.data.items.some((x: { id: string }) => x.id === id) },
  { name: `POST ${IP}`, write: true, setup: async () => freshIp(), run: (tk, h, ip) => send(IP, tk, h, { json: { ip, strategy: 'BLOCK', isActive: true } }),
    affected: async (_res, ip) => !!(await ipRow(ip)) },
  { name: `POST ${IP}/bulk`, write: true, setup: async () => freshIp(), run: (tk, h, ip) => send(`${IP}/bulk`, tk, h, { json: { ips: [{ ip, strategy: 'BLOCK', isActive: false }] } }),
    affected: async (_res, ip) => !!(await ipRow(ip)) },
  { name: `DELETE ${IP}/{id}`, write: true, setup: makeIp, run: (tk, h, id) => send(`${IP}/${id}`, tk, h, { method: 'DELETE' }),
    affected: async (_res, id) => !(await t.db.selectFrom('ip_restrictions').select('id').where('id', '=', id).executeTakeFirst()) },
  { name: `GET ${IP}/config`, write: false,
    setup: async () => { await t.db.insertInto('ip_restriction_configs').values({ tenant_id: acme, is_active: false, strategy: 'BLOCK' }).onConflict((oc) => oc.column('tenant_id').doUpdateSet({ strategy: 'BLOCK' })).execute(); return ''; },
    run: (tk, h) => send(`${IP}/config`, tk, h), affected: async (res) => res.status === 200 && res.data.strategy === 'BLOCK' },
  { name: `POST ${IP}/config`, write: true,
    setup: async () => { await t.db.deleteFrom('ip_restriction_configs').where('tenant_id', '=', acme).execute(); return ''; },
    run: (tk, h) => send(`${IP}/config`, tk, h, { json: { isActive: false, strategy: 'BLOCK' } }),
    affected: async () => !!(await t.db.selectFrom('ip_restriction_configs').select('strategy').where('tenant_id', '=', acme).executeTakeFirst()) },
  { name: `POST ${IP}/verify`, write: false, run: (tk, h) => send(`${IP}/verify`, tk, h, { method: 'POST' }), affected: async (res) => res.status === 200 && res.data.valid === false },
  { name: `POST ${IP}/verify/allow`, write: false, run: (tk, h) => send(`${IP}/verify/allow`, tk, h, { method: 'POST' }), affected: async (res) => res.status === 200 && res.data.valid === true },
  { name: `GET ${D}`, write: false, setup: makeDomain, run: (tk, h) => send(D, tk, h), affected: async (res, id) => res.status === 200 && res.data.items.some((x: { id: string }) => x.id === id) },
  { name: `POST ${D}`, write: true, setup: async () => freshDomain(), run: (tk, h, domain) => send(D, tk, h, { json: { domain, type: 'allow' } }),
    affected: async (_res, domain) => !!(await domainRow(domain)) },
  { name: `DELETE ${D}/{id}`, write: true, setup: makeDomain, run: (tk, h, id) => send(`${D}/${id}`, tk, h, { method: 'DELETE' }),
    affected: async (_res, id) => !(await t.db.selectFrom('email_domain_restrictions').select('id').where('id', '=', id).executeTakeFirst()) },
  { name: `GET ${D}/config`, write: false, run: (tk, h) => send(`${D}/config`, tk, h), affected: async (res) => res.status === 200 && res.data.blockPublicDomains === true },
  { name: `POST ${D}/config`, write: true,
    setup: async () => { await t.db.updateTable('email_domain_restriction_configs').set({ list_type: 'allow' }).where('tenant_id', '=', acme).execute(); return ''; },
    run: (tk, h) => send(`${D}/config`, tk, h, { json: { active: false, listType: 'block' } }),
    affected: async () => (await t.db.selectFrom('email_domain_restriction_configs').select('list_type').where('tenant_id', '=', acme).executeTakeFirst())?.list_type === 'block' },
];

describe('cross-tenant matrix: restrictions', () => {
  matrixTests(CASES, tok, () => acme);

  it('a scoped-tenant header naming a tenant that blocks the caller is refused with the IP message, even for a member of both', async () => {
    await send(`${IP}/config`, tok.own, {}, { json: { isActive: true, strategy: 'BLOCK' } });
    const res = await send(`${ID}/users/v2/me`, tok.own, { 'x-portico-tenant-id': acme });
    expect(res.status).toBe(403);
    expect(res.data.errors[0]).toMatch(/IP address/);
    expect((await send(`${ID}/users/v2/me`, tok.other, {})).status).toBe(200);
    await t.db.updateTable('ip_restriction_configs').set({ is_active: false }).where('tenant_id', '=', acme).execute();
  });
});
