import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';

// The directory configuration calls (§7.5) over HTTP: token shown once and stored hashed, list, rename, users count,
// delete revoking the token, permissions and audit rows.

const SCIM = '/directory/resources/v1/configurations/scim2';
let t: TestServer;
let admin = '';
let member = '';

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  member = (await t.login(DEMO_MEMBER)).accessToken;
});
afterAll(async () => t?.close());

const call = (path: string, token: string, init: { method?: string; json?: unknown } = {}) => t.browser().fetch(path, { ...init, token });
const scimGet = (path: string, token: string) => fetch(`${t.base}/scim/v2${path}`, { headers: { authorization: `Bearer ${token}` } });
const audits = async (action: string) => t.db.selectFrom('audits').select(['action', 'description', 'json']).where('action', '=', action).execute();

describe('SCIM connections', () => {
  it('creates a connection whose token is shown once, stored only as its hash, and works on the SCIM base path', async () => {
    const res = await call(SCIM, admin, { json: { connectionName: 'Okta', source: 'okta' } });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ connectionName: 'Okta', source: 'okta', syncToUserManagement: true });
    const token = res.data.token as string;
    expect(token).toMatch(/^portico_scim_/);
    const row = await t.db.selectFrom('scim_connections').selectAll().where('id', '=', res.data.id).executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await call(SCIM, admin);
    expect(list.status).toBe(200);
    expect(list.data.find((c: { id: string }) => c.id === res.data.id)).not.toHaveProperty('token');
    expect((await scimGet('/ServiceProviderConfig', token)).status).toBe(200);
    expect((await audits('SCIM connection created')).some((a) => a.description.includes('"Okta"'))).toBe(true);
  });

  it('counts the users a connection provisioned', async () => {
    const { data } = await call(SCIM, admin, { json: { connectionName: 'Count', source: 'other' } });
    expect((await call(`/directory/resources/scim/temp/${data.id}/Users/count`, admin)).data).toEqual({ count: 0 });
    const post = await fetch(`${t.base}/scim/v2/Users`, { method: 'POST', headers: { authorization: `Bearer ${data.token}`, 'content-type': 'application/scim+json' },
      body: JSON.stringify({ schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: 'counted@acme.test' }) });
    expect(post.status).toBe(201);
    expect((await call(`/directory/resources/scim/temp/${data.id}/Users/count`, admin)).data).toEqual({ count: 1 });
  });

  it('renames a connection and refuses bad input with the schema message', async () => {
    const { data } = await call(SCIM, admin, { json: { connectionName: 'Old', source: 'azure-ad' } });
    const res = await call(`${SCIM}/${data.id}`, admin, { method: 'PATCH', json: { connectionName: 'New', syncToUserManagement: false } });
    expect(res.data).toMatchObject({ id: data.id, connectionName: 'New', syncToUserManagement: false, source: 'azure-ad' });
    const bad = await call(SCIM, admin, { json: { connectionName: 'x', source: 'ldap' } });
    expect(bad.status).toBe(400);
    expect(bad.data.errors[0]).toMatch(/^source: /);
  });

  it('deletes a connection: its token stops working at once (401 SCIM error); unknown ids are 404', async () => {
    const { data } = await call(SCIM, admin, { json: { connectionName: 'Gone', source: 'okta' } });
    expect((await scimGet('/Users', data.token)).status).toBe(200);
    expect((await call(`${SCIM}/${data.id}`, admin, { method: 'DELETE' })).status).toBe(200);
    const res = await scimGet('/Users', data.token);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/scim+json');
    expect(await res.json()).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '401' });
    expect((await call(`${SCIM}/${data.id}`, admin, { method: 'DELETE' })).status).toBe(404);
    expect((await call(`${SCIM}/not-a-uuid`, admin, { method: 'DELETE' })).status).toBe(404);
    expect((await audits('SCIM connection deleted')).some((a) => a.description.includes('"Gone"'))).toBe(true);
  });

  it('needs the provisioning permissions: the read-only member may read, not create or delete', async () => {
    expect((await call(SCIM, member)).status).toBe(200);
    expect((await call(SCIM, member, { json: { connectionName: 'No', source: 'okta' } })).status).toBe(403);
    const { data } = await call(SCIM, admin, { json: { connectionName: 'Kept', source: 'okta' } });
    expect((await call(`${SCIM}/${data.id}`, member, { method: 'DELETE' })).status).toBe(403);
    expect((await call(SCIM, '')).status).toBe(401);
  });
});
