import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';
import { matrixTests, signInCallers, type MatrixCase, type Who } from '../test/isolation';
import { ID } from '../test/users-admin';

// Every route of API tokens, account settings and the login-box metadata × (own tenant with permission, another
// tenant's admin — also naming our tenant in the scoped-tenant header — own tenant without any role, and the seeded
// read-only member for writes) → only the first reads or changes our tenant.

let t: TestServer;
const tok: Record<Who, string> = { own: '', other: '', otherScoped: '', noRole: '', member: '' };
let acme = '';
let readOnly = '';
const marker = `acme-${crypto.randomUUID()}`;
const send = (path: string, token: string, headers: Record<string, string>, init: { method?: string; json?: unknown } = {}) =>
  t.browser().fetch(path, { ...init, token, headers });

beforeAll(async () => {
  t = await startServer();
  acme = await signInCallers(t, tok);
  readOnly = (await t.db.selectFrom('roles').select('id').where('key', '=', 'ReadOnly').where('tenant_id', 'is', null).executeTakeFirstOrThrow()).id;
  await t.browser().fetch('/metadata/admin-box', { token: tok.own, json: { actions: [{ type: 'set', path: 'marker', payload: marker }] } });
});
afterAll(async () => t?.close());

const tokenCases = (base: string, tenant: boolean): MatrixCase[] => {
  const make = async () => {
    const res = await t.browser().fetch(`${ID}${base}`, { token: tok.own, json: { description: 'fixture', ...(tenant ? { roleIds: [readOnly] } : {}) } });
    if (res.status !== 201) throw new Error(`fixture token ${res.status} ${res.text}`);
    return res.data.id as string;
  };
  const exists = async (id: string) => !!(await t.db.selectFrom('api_tokens').select('id').where((eb) => eb.or([eb('id', '=', id), eb('client_id', '=', id)])).executeTakeFirst());
  // Access-token lists come as { accessTokens } (the published client's shape).
  const items = (data: unknown) => (Array.isArray(data) ? data : (data as { accessTokens: unknown[] }).accessTokens) as { id: string }[];
  const clientIdOf = async () => (await t.db.selectFrom('api_tokens').select('client_id').where('id', '=', await make()).executeTakeFirstOrThrow()).client_id!;
  const byId: MatrixCase = { name: `DELETE ${base}/{id}`, write: true, setup: make, run: (tk, h, id) => send(`${ID}${base}/${id}`, tk, h, { method: 'DELETE' }),
    affected: async (_res, id) => !(await exists(id)) };
  return [
    { name: `GET ${base}`, write: false, setup: make, run: (tk, h) => send(`${ID}${base}`, tk, h),
      affected: async (res, id) => res.status === 200 && items(res.data).some((x) => x.id === id) },
    { name: `POST ${base}`, write: true, setup: async () => `m-${crypto.randomUUID()}`,
      run: (tk, h, desc) => send(`${ID}${base}`, tk, h, { json: { description: desc, ...(tenant ? { roleIds: [readOnly] } : {}) } }),
      affected: async (_res, desc) => !!(await t.db.selectFrom('api_tokens').select('id').where('description', '=', desc).where('tenant_id', '=', acme).executeTakeFirst()) },
    byId,
    // An API token named by its clientId (the published client's id): the same scope rules.
    ...(base.includes('/api-tokens/') ? [{ ...byId, name: `DELETE ${base}/{clientId}`, setup: clientIdOf }] : []),
  ];
};

const SETTINGS = '/tenants/resources/account-settings/v1';
const loginBox = async () => (await t.db.selectFrom('tenant_metadata').select('configuration').where('tenant_id', '=', acme).where('entity_name', '=', 'adminBox')
  .executeTakeFirstOrThrow()).configuration as Record<string, unknown>;
const CASES: MatrixCase[] = [
  ...tokenCases('/users/api-tokens/v1', false),
  ...tokenCases('/users/access-tokens/v1', false),
  ...tokenCases('/tenants/api-tokens/v1', true),
  ...tokenCases('/tenants/api-tokens/v2', true),
  ...tokenCases('/tenants/access-tokens/v1', true),
  { name: `GET ${SETTINGS}`, write: false, run: (tk, h) => send(SETTINGS, tk, h), affected: async (res) => res.status === 200 && res.data.tenantId === acme },
  { name: `PUT ${SETTINGS}`, write: true, setup: async () => `Street ${crypto.randomUUID()}`, run: (tk, h, a) => send(SETTINGS, tk, h, { method: 'PUT', json: { address: a } }),
    affected: async (_res, a) => (await t.db.selectFrom('account_settings').select('address').where('tenant_id', '=', acme).executeTakeFirst())?.address === a },
  { name: 'GET /metadata?entityName=adminBox', write: false, run: (tk, h) => send('/metadata?entityName=adminBox', tk, h),
    affected: async (res) => res.status === 200 && res.data.rows[0].configuration.marker === marker },
  { name: 'GET /metadata/admin-box', write: false, run: (tk, h) => send('/metadata/admin-box', tk, h),
    affected: async (res) => res.status === 200 && res.data.configuration.marker === marker },
  { name: 'POST /metadata/admin-box', write: true, setup: async () => crypto.randomUUID(),
    run: (tk, h, v) => send('/metadata/admin-box', tk, h, { json: { actions: [{ type: 'set', path: 'matrix', payload: v }] } }),
    affected: async (_res, v) => (await loginBox()).matrix === v },
];

describe('cross-tenant matrix', () => {
  matrixTests(CASES, tok, () => acme);

  it('the read-only member reads what ReadOnly grants (token lists, settings, login box) but changes nothing', async () => {
    for (const path of [`${ID}/tenants/api-tokens/v1`, SETTINGS, '/metadata/admin-box']) expect((await send(path, tok.member, {})).status, path).toBe(200);
  });

  it('metadata that is not tenant data (audit columns, IP facts) needs only a signed-in caller', async () => {
    for (const path of ['/metadata?entityName=audits', '/metadata/ip/203.0.113.9', '/metadata/ipme']) {
      expect((await send(path, tok.noRole, {})).status, path).toBe(200);
      expect((await t.browser().fetch(path)).status, path).toBe(401);
    }
  });
});
