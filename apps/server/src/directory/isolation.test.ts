import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_ACCOUNT_MSG } from '../access';
import { startServer, type TestServer } from '../test/fixture';
import { claimsOf } from '../test/users-admin';
import { matrixTests, signInCallers, type MatrixCase, type Who } from '../test/isolation';
import { GROUP, newConnection, PATCH_OP, scimClient, USER } from '../test/scim-kit';

// Tenant isolation: a SCIM token of tenant B never reads or changes tenant A's users and groups (every verb, filters
// included), and nobody but A's admin lists, reads the count of, renames or deletes A's connections.

let t: TestServer;
const tok: Record<Who, string> = { own: '', other: '', otherScoped: '', noRole: '', member: '' };
let acmeTenant = '';
let acme = { id: '', token: '' };
let globex = { id: '', token: '' };
let userId = '';
let groupId = '';

beforeAll(async () => {
  t = await startServer();
  acmeTenant = await signInCallers(t, tok);
  acme = await newConnection(t, tok.own, 'Acme IdP');
  globex = await newConnection(t, tok.other, 'Globex IdP');
  const a = scimClient(t, acme.token);
  userId = (await a('POST', '/Users', { schemas: [USER], userName: 'secret.user@acme.test', externalId: 'acme-1' })).data.id;
  groupId = (await a('POST', '/Groups', { schemas: [GROUP], displayName: 'Acme Only', members: [{ value: userId }] })).data.id;
});
afterAll(async () => t?.close());

describe('SCIM token of another tenant', () => {
  it('never sees, changes or deletes the tenant\'s users and groups', async () => {
    const b = scimClient(t, globex.token);
    expect((await b('GET', '/Users')).data.totalResults).toBe(0);
    expect((await b('GET', `/Users?filter=${encodeURIComponent('userName eq "secret.user@acme.test"')}`)).data.totalResults).toBe(0);
    expect((await b('GET', `/Users/${userId}`)).status).toBe(404);
    expect((await b('PUT', `/Users/${userId}`, { schemas: [USER], userName: 'taken@globex.test', active: false })).status).toBe(404);
    expect((await b('PATCH', `/Users/${userId}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] })).status).toBe(404);
    expect((await b('DELETE', `/Users/${userId}`)).status).toBe(404);
    expect((await b('GET', '/Groups')).data.totalResults).toBe(0);
    expect((await b('GET', `/Groups/${groupId}`)).status).toBe(404);
    expect((await b('PATCH', `/Groups/${groupId}`, { schemas: [PATCH_OP], Operations: [{ op: 'remove', path: 'members' }] })).status).toBe(404);
    expect((await b('DELETE', `/Groups/${groupId}`)).status).toBe(404);
    // B's group cannot take A's user as a member either.
    expect((await b('POST', '/Groups', { schemas: [GROUP], displayName: 'Steal', members: [{ value: userId }] })).status).toBe(400);
    // The same e-mail provisioned by B is refused: A's account joins B only by its owner accepting (SECURITY.md rule 21).
    const same = await b('POST', '/Users', { schemas: [USER], userName: 'secret.user@acme.test' });
    expect(same.status).toBe(409);
    expect(same.data.detail).toBe(FOREIGN_ACCOUNT_MSG);
    expect(await t.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', userId).execute()).toHaveLength(1);

    const a = scimClient(t, acme.token);
    expect((await a('GET', `/Users/${userId}`)).data).toMatchObject({ active: true, userName: 'secret.user@acme.test', externalId: 'acme-1' });
    expect((await a('GET', `/Groups/${groupId}`)).data.members).toEqual([expect.objectContaining({ value: userId })]);
  });
});

describe('SCIM of a tenant that verified the domain', () => {
  it('provisions the existing account (the organisation owns the address); one directory cannot rename a shared login', async () => {
    const tenantId = claimsOf(tok.other).tenantId as string;
    const configId = crypto.randomUUID();
    await t.db.insertInto('sso_configurations').values({ id: configId, tenant_id: tenantId, sso_endpoint: null, public_certificate: null, oidc_client_id: null,
      oidc_secret: null, metadata: null, role_ids: JSON.stringify([]) }).execute();
    await t.db.insertInto('sso_domains').values({ id: crypto.randomUUID(), config_id: configId, tenant_id: tenantId, domain: 'acme.test', validated: true, txt_record: 'x' }).execute();
    const b = scimClient(t, globex.token);
    const same = await b('POST', '/Users', { schemas: [USER], userName: 'secret.user@acme.test' });
    expect(same.status).toBe(201);
    expect((await b('PATCH', `/Users/${same.data.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'userName', value: 'x@globex.test' },
      { op: 'replace', path: 'emails[type eq "work"].value', value: 'x@globex.test' }] })).data.detail).toBe(
      'The e-mail of a user who also belongs to other accounts cannot be changed here');
    expect((await scimClient(t, acme.token)('GET', `/Users/${userId}`)).data).toMatchObject({ active: true, userName: 'secret.user@acme.test' });
    // Leaves the fixture as it found it for the matrix below.
    await t.db.deleteFrom('user_tenants').where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
    await t.db.deleteFrom('sso_configurations').where('id', '=', configId).execute();
  });
});

describe('connection configuration of another tenant', () => {
  it('is not listed, counted, renamed or deleted by the other tenant\'s admin', async () => {
    const as = (token: string) => (path: string, init: { method?: string; json?: unknown } = {}) => t.browser().fetch(`/directory/resources${path}`, { ...init, token });
    const g = as(tok.other);
    expect(((await g('/v1/configurations/scim2')).data as { id: string }[]).map((c) => c.id)).toEqual([globex.id]);
    expect((await g(`/scim/temp/${acme.id}/Users/count`)).status).toBe(404);
    expect((await g(`/v1/configurations/scim2/${acme.id}`, { method: 'PATCH', json: { connectionName: 'Mine' } })).status).toBe(404);
    expect((await g(`/v1/configurations/scim2/${acme.id}`, { method: 'DELETE' })).status).toBe(404);
    // Naming A's tenant in the scoped-tenant header does not help.
    const scoped = await t.browser().fetch(`/directory/resources/v1/configurations/scim2/${acme.id}`, { method: 'DELETE', token: tok.other,
      headers: { 'x-portico-tenant-id': acmeTenant } });
    expect(scoped.status).toBe(403);
    const a = as(tok.own);
    expect((await a(`/scim/temp/${acme.id}/Users/count`)).data).toEqual({ count: 1 });
    expect(((await a('/v1/configurations/scim2')).data as { connectionName: string }[]).map((c) => c.connectionName)).toEqual(['Acme IdP']);
  });
});

const SCIM = '/directory/resources/v1/configurations/scim2';
const send = (method: string, path: string, token: string, headers: Record<string, string>, json?: unknown) =>
  t.browser().fetch(path, { method, token, headers, ...(json !== undefined ? { json } : {}) });
const connection = (id: string) => t.db.selectFrom('scim_connections').select('connection_name').where('id', '=', id).where('tenant_id', '=', acmeTenant).executeTakeFirst();
/** A fresh connection of ours for an attempt that renames or deletes one. */
const fresh = async () => (await newConnection(t, tok.own, `Acme ${crypto.randomUUID().slice(0, 8)}`)).id;
const CASES: MatrixCase[] = [
  { name: `GET ${SCIM}`, write: false, run: (tk, h) => send('GET', SCIM, tk, h),
    affected: async (r) => r.status === 200 && (r.data as { id: string }[]).some((c) => c.id === acme.id) },
  { name: `POST ${SCIM}`, write: true, setup: async () => `Made ${crypto.randomUUID().slice(0, 8)}`,
    run: (tk, h, connectionName) => send('POST', SCIM, tk, h, { connectionName, source: 'okta' }),
    affected: async (_r, name) => !!(await t.db.selectFrom('scim_connections').select('id').where('connection_name', '=', name).where('tenant_id', '=', acmeTenant).executeTakeFirst()) },
  { name: `PATCH ${SCIM}/{id}`, write: true, setup: fresh, run: (tk, h, id) => send('PATCH', `${SCIM}/${id}`, tk, h, { connectionName: 'Mine' }),
    affected: async (_r, id) => (await connection(id))?.connection_name === 'Mine', status: { other: 404 } },
  { name: `DELETE ${SCIM}/{id}`, write: true, setup: fresh, run: (tk, h, id) => send('DELETE', `${SCIM}/${id}`, tk, h),
    affected: async (_r, id) => !(await connection(id)), status: { other: 404 } },
  { name: 'GET /directory/resources/scim/temp/{id}/Users/count', write: false, run: (tk, h) => send('GET', `/directory/resources/scim/temp/${acme.id}/Users/count`, tk, h),
    affected: async (r) => r.status === 200 && r.data.count === 1, status: { other: 404 } },
];

describe('cross-tenant matrix of the connection configuration routes', () => {
  matrixTests(CASES, tok, () => acmeTenant);
});
