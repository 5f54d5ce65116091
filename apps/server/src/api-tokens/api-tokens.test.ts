import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokensResponseSchema, apiTokenExchangeResponseSchema, apiTokenResponseSchema, createdApiTokenResponseSchema } from '@portico/rest-api/schemas';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID } from '../test/users-admin';

let t: TestServer;
let admin = '';
let member = '';
const roleId: Record<string, string> = {};
const sha = (s: string) => createHash('sha256').update(s).digest('base64url');
const call = (path: string, init: Parameters<ReturnType<TestServer['browser']>['fetch']>[1] = {}) => t.browser().fetch(path, init);
const permsOfRole = async (key: string) => (await t.db.selectFrom('roles as r').innerJoin('role_permissions as rp', 'rp.role_id', 'r.id')
  .innerJoin('permissions as p', 'p.id', 'rp.permission_id').select('p.key').where('r.key', '=', key).where('r.tenant_id', 'is', null).execute()).map((r) => r.key).sort();
const oauthForm = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  call('/oauth/token', { method: 'POST', body: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  member = (await t.login(DEMO_MEMBER)).accessToken;
  for (const r of (await call(`${ID}/roles/v1`, { token: admin })).data as { id: string; key: string }[]) roleId[r.key] = r.id;
});
afterAll(async () => t?.close());

describe('tenant API tokens (client credentials)', () => {
  let created: { id: string; clientId: string; secret: string };

  it('creates a token whose secret is shown once and stored only as a hash', async () => {
    const res = await call(`${ID}/tenants/api-tokens/v2`, { json: { description: 'CI', roleIds: [roleId.ReadOnly], expiresInMinutes: 1440 }, token: admin });
    expect(res.status).toBe(201);
    created = createdApiTokenResponseSchema.parse(res.data) as typeof created;
    expect(res.data).toMatchObject({ description: 'CI', type: 'clientCredentials', roleIds: [roleId.ReadOnly], createdByUserId: claimsOf(admin).sub });
    expect(Date.parse(res.data.expires) - Date.now()).toBeGreaterThan(1439 * 60_000);
    const row = await t.db.selectFrom('api_tokens').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(sha(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    for (const v of ['v1', 'v2']) {
      const list = await call(`${ID}/tenants/api-tokens/${v}`, { token: admin });
      expect(list.status).toBe(200);
      expect(apiTokenResponseSchema.array().parse(list.data)[0]!.id).toBe(created.id);
      expect(list.text).not.toContain(created.secret);
      expect(list.text).not.toContain('secret');
    }
    const audit = await t.db.selectFrom('audits').select(['action', 'json']).where('action', '=', 'Tenant API token created').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(created.secret);
  });

  it('exchanges at /oauth/token (form body and HTTP Basic) for a token with exactly the roles of the API token', async () => {
    const byForm = await oauthForm({ grant_type: 'client_credentials', client_id: created.clientId, client_secret: created.secret });
    expect(byForm.status).toBe(200);
    expect(byForm.data).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
    const basic = Buffer.from(`${created.clientId}:${created.secret}`).toString('base64');
    const byBasic = await oauthForm({ grant_type: 'client_credentials' }, { authorization: `Basic ${basic}` });
    expect(byBasic.status).toBe(200);
    const claims = claimsOf(byForm.data.access_token);
    expect(claims).toMatchObject({ tenantId: claimsOf(admin).tenantId, roles: ['ReadOnly'], apiToken: 'tenant', sid: created.id });
    expect([...claims.permissions].sort()).toEqual(await permsOfRole('ReadOnly'));
    // ReadOnly may read users but not invite one.
    expect((await call(`${ID}/users/v3`, { token: byForm.data.access_token })).status).toBe(200);
    expect((await call(`${ID}/users/v2`, { json: { email: 'x@acme.test', roleIds: [] }, token: byForm.data.access_token })).status).toBe(403);
    // And a token cannot mint tokens.
    expect((await call(`${ID}/tenants/api-tokens/v2`, { json: {}, token: byForm.data.access_token })).status).toBe(403);
  });

  it('exchanges at /auth/v1/api-token too; wrong secrets and unknown clients are refused', async () => {
    const ok = await call(`${ID}/auth/v1/api-token`, { json: { clientId: created.clientId, secret: created.secret } });
    expect(ok.status).toBe(200);
    apiTokenExchangeResponseSchema.parse(ok.data);
    expect((await call(`${ID}/auth/v1/api-token`, { json: { clientId: created.clientId, secret: `${created.secret}x` } })).status).toBe(401);
    expect((await oauthForm({ grant_type: 'client_credentials', client_id: crypto.randomUUID(), client_secret: created.secret })).status).toBe(401);
    expect((await oauthForm({ grant_type: 'client_credentials', client_id: created.clientId, client_secret: 'nope' })).data.error).toBe('invalid_client');
  });

  it('refuses unknown roles, and a caller without the write permission', async () => {
    const res = await call(`${ID}/tenants/api-tokens/v2`, { json: { roleIds: [crypto.randomUUID()] }, token: admin });
    expect(res.status).toBe(400);
    const byMember = await call(`${ID}/tenants/api-tokens/v2`, { json: { roleIds: [roleId.Admin] }, token: member });
    expect(byMember.status).toBe(403);
  });

  it('deleting the token refuses new exchanges and kills the access tokens already issued', async () => {
    const issued = (await oauthForm({ grant_type: 'client_credentials', client_id: created.clientId, client_secret: created.secret })).data.access_token;
    expect((await call(`${ID}/users/v3`, { token: issued })).status).toBe(200);
    expect((await call(`${ID}/tenants/api-tokens/v1/${created.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await call(`${ID}/users/v3`, { token: issued })).status).toBe(401);
    expect((await oauthForm({ grant_type: 'client_credentials', client_id: created.clientId, client_secret: created.secret })).status).toBe(401);
    expect((await call(`${ID}/tenants/api-tokens/v1/${created.id}`, { method: 'DELETE', token: admin })).status).toBe(404);
    expect(await t.db.selectFrom('audits').select('id').where('action', '=', 'Tenant API token deleted').execute()).toHaveLength(1);
  });

  it('refuses an expired token', async () => {
    const res = await call(`${ID}/tenants/api-tokens/v2`, { json: { roleIds: [roleId.ReadOnly], expiresInMinutes: null }, token: admin });
    expect(res.data.expires).toBeNull();
    const ok = await oauthForm({ grant_type: 'client_credentials', client_id: res.data.clientId, client_secret: res.data.secret });
    expect(ok.status).toBe(200);
    await t.db.updateTable('api_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', res.data.id).execute();
    expect((await oauthForm({ grant_type: 'client_credentials', client_id: res.data.clientId, client_secret: res.data.secret })).status).toBe(401);
    expect((await call(`${ID}/users/v3`, { token: ok.data.access_token })).status).toBe(401);
  });
});

describe('personal tokens', () => {
  it('a personal API token acts with its owner’s current grants', async () => {
    const res = await call(`${ID}/users/api-tokens/v1`, { json: { description: 'mine' }, token: admin });
    expect(res.status).toBe(201);
    createdApiTokenResponseSchema.parse(res.data);
    expect(res.data.roleIds).toBeUndefined();
    const list = await call(`${ID}/users/api-tokens/v1`, { token: admin });
    expect(apiTokenResponseSchema.array().parse(list.data).map((x) => x.id)).toContain(res.data.id);
    expect(list.text).not.toContain(res.data.secret);
    // Another user of the same tenant does not see it.
    expect((await call(`${ID}/users/api-tokens/v1`, { token: member })).data).toEqual([]);
    const ex = await call(`${ID}/auth/v1/api-token`, { json: { clientId: res.data.clientId, secret: res.data.secret } });
    const claims = claimsOf(ex.data.accessToken);
    expect(claims).toMatchObject({ sub: claimsOf(admin).sub, email: DEMO_ADMIN, roles: ['Admin'], apiToken: 'user' });
    expect([...claims.permissions].sort()).toEqual([...claimsOf(admin).permissions].sort());
  });

  it('a personal access token authenticates as a bearer until deleted; the member cannot create one', async () => {
    expect((await call(`${ID}/users/access-tokens/v1`, { json: {}, token: member })).status).toBe(403);
    const res = await call(`${ID}/users/access-tokens/v1`, { json: { description: 'cli', expiresInMinutes: 60 }, token: admin });
    expect(res.status).toBe(201);
    expect(createdApiTokenResponseSchema.parse(res.data)).toMatchObject({ type: 'accessToken' });
    expect(res.data.clientId).toBeUndefined();
    expect(res.data.secret).toMatch(/^portico_at_/);
    expect((await call(`${ID}/users/v3`, { token: res.data.secret })).status).toBe(200);
    expect((await call(`${ID}/users/v3`, { token: `${res.data.secret}x` })).status).toBe(401);
    expect((await call(`${ID}/users/access-tokens/v1/${res.data.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await call(`${ID}/users/v3`, { token: res.data.secret })).status).toBe(401);
  });
});

describe('tenant access tokens', () => {
  it('authenticate with exactly their roles; expired ones are refused', async () => {
    const res = await call(`${ID}/tenants/access-tokens/v1`, { json: { description: 'bot', roleIds: [roleId.ReadOnly] }, token: admin });
    expect(res.status).toBe(201);
    createdApiTokenResponseSchema.parse(res.data);
    const list = await call(`${ID}/tenants/access-tokens/v1`, { token: admin });
    expect(accessTokensResponseSchema.parse(list.data).accessTokens[0]!.id).toBe(res.data.id);
    expect(list.text).not.toContain(res.data.secret);
    const row = await t.db.selectFrom('api_tokens').select('secret_hash').where('id', '=', res.data.id).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(sha(res.data.secret));
    expect((await call(`${ID}/users/v3`, { token: res.data.secret })).status).toBe(200);
    expect((await call(`${ID}/users/v2`, { json: { email: 'y@acme.test', roleIds: [] }, token: res.data.secret })).status).toBe(403);
    await t.db.updateTable('api_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', res.data.id).execute();
    expect((await call(`${ID}/users/v3`, { token: res.data.secret })).status).toBe(401);
  });
});

describe('a tenant token has no user', () => {
  it('self-service routes refuse it with a 4xx, never a 500', async () => {
    const secret = (await call(`${ID}/tenants/access-tokens/v1`, { json: { roleIds: [roleId.Admin] }, token: admin })).data.secret as string;
    expect((await call(`${ID}/users/v2/me`, { token: secret })).status).toBe(401);
    const fd = new FormData();
    fd.set('image', new Blob([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')], { type: 'image/png' }), 'a.png');
    expect((await call('/team/resources/profile/me/image/v1', { method: 'PUT', body: fd, token: secret })).status).toBe(400);
    expect((await call(`${ID}/tenants/invites/v1/user`, { json: {}, token: secret })).status).toBe(400);
    // Tenant administration it is granted works.
    expect((await call(`${ID}/users/v3`, { token: secret })).status).toBe(200);
  });
});

describe('vendor switch apiTokensEnabled', () => {
  it('off: no token can be created or used; on again: they work', async () => {
    const res = await call(`${ID}/tenants/api-tokens/v2`, { json: { roleIds: [roleId.ReadOnly] }, token: admin });
    const jwt = (await call(`${ID}/auth/v1/api-token`, { json: { clientId: res.data.clientId, secret: res.data.secret } })).data.accessToken as string;
    await t.deps.vendor.update({ apiTokensEnabled: false });
    try {
      const refused = await call(`${ID}/users/access-tokens/v1`, { json: {}, token: admin });
      expect(refused.status).toBe(403);
      expect(refused.data.errors).toEqual(['API tokens are disabled']);
      expect((await call(`${ID}/auth/v1/api-token`, { json: { clientId: res.data.clientId, secret: res.data.secret } })).status).toBe(401);
      expect((await call(`${ID}/users/v3`, { token: jwt })).status).toBe(401);
    } finally {
      await t.deps.vendor.update({ apiTokensEnabled: true });
    }
    expect((await call(`${ID}/users/v3`, { token: jwt })).status).toBe(200);
  });
});
