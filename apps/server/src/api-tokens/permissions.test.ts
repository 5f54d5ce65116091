import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { addDeletePermissions } from './migrations/20261123_tokens_api_tokens';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { ID, inviteAndActivate } from '../test/users-admin';

const DELETE_KEYS = ['fe.secure.delete.tenantApiTokens', 'fe.secure.delete.userApiTokens'];
let t: TestServer;
let admin = '';

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
});
afterAll(async () => t?.close());

const adminHolds = async () => (await t.db.selectFrom('roles as r').innerJoin('role_permissions as rp', 'rp.role_id', 'r.id')
  .innerJoin('permissions as p', 'p.id', 'rp.permission_id').select('p.key').where('r.key', '=', 'Admin').where('p.key', 'in', DELETE_KEYS).execute())
  .map((r) => r.key).sort();

describe('token permissions', () => {
  it('the seeded Admin role holds the delete keys; the migration adds them to an older catalogue once', async () => {
    expect(await adminHolds()).toEqual(DELETE_KEYS);
    await t.db.deleteFrom('permissions').where('key', 'in', DELETE_KEYS).execute();
    expect(await adminHolds()).toEqual([]);
    await addDeletePermissions(t.db as unknown as Kysely<unknown>);
    await addDeletePermissions(t.db as unknown as Kysely<unknown>);
    expect(await adminHolds()).toEqual(DELETE_KEYS);
    expect(await t.db.selectFrom('permissions').select('id').where('key', 'in', DELETE_KEYS).execute()).toHaveLength(2);
  });

  it('a token maker cannot mint a token with permissions it lacks', async () => {
    // A tenant role that may manage tenant tokens and nothing else.
    const tenantId = (await t.db.selectFrom('tenants').select('id').where('name', '=', 'Acme').executeTakeFirstOrThrow()).id;
    const roleId = crypto.randomUUID();
    await t.db.insertInto('roles').values({ id: roleId, vendor_id: t.deps.vendor.id, tenant_id: tenantId, key: 'TokenMaker', name: 'TokenMaker',
      description: null, is_default: false, level: 5 }).execute();
    const perms = await t.db.selectFrom('permissions').select('id').where('key', 'in', ['fe.secure.read.tenantApiTokens', 'fe.secure.write.tenantApiTokens']).execute();
    await t.db.insertInto('role_permissions').values(perms.map((p) => ({ role_id: roleId, permission_id: p.id }))).execute();
    const maker = (await inviteAndActivate(t, admin, 'maker@acme.test', [roleId])).accessToken;
    const readOnly = (await t.db.selectFrom('roles').select('id').where('key', '=', 'ReadOnly').where('tenant_id', 'is', null).executeTakeFirstOrThrow()).id;
    const escalate = await t.browser().fetch(`${ID}/tenants/api-tokens/v2`, { json: { roleIds: [readOnly] }, token: maker });
    expect(escalate.status).toBe(403);
    const same = await t.browser().fetch(`${ID}/tenants/api-tokens/v2`, { json: { roleIds: [roleId] }, token: maker });
    expect(same.status).toBe(201);
    // Deleting needs its own key, which the maker lacks.
    expect((await t.browser().fetch(`${ID}/tenants/api-tokens/v1/${same.data.id}`, { method: 'DELETE', token: maker })).status).toBe(403);
  });
});
