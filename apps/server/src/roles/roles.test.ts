import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { permissionCategoryResponseSchema, permissionResponseSchema, roleResponseSchema } from '@portico/rest-api/schemas';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { lastMail, linkParams } from '../test/fixture';
import { claimsOf, ID, inviteAndActivate, newTenantAdmin, refresh } from '../test/users-admin';

let t: TestServer;
let admin = '';
const b = () => t.browser();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
const call = (method: string, path: string, json?: unknown, token = admin): Promise<{ status: number; data: any }> => b().fetch(`${ID}${path}`, { method, json, token });
const permId = async (key: string) => (await t.db.selectFrom('permissions').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
const audits = async (action: string) => (await t.db.selectFrom('audits').select('id').where('action', '=', action).execute()).length;

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
});
afterAll(async () => t?.close());

describe('roles v1 and v2', () => {
  for (const v of ['v1', 'v2']) {
    it(`${v}: create → list → update → set permissions → delete, each answer in the shared shape, each change audited`, async () => {
      const before = await audits('Role created');
      const created = await call('POST', `/roles/${v}`, { key: `auditor-${v}`, name: 'Auditor', description: 'Reads audits' });
      expect(created.status).toBe(201);
      const role = roleResponseSchema.parse(created.data);
      expect(role).toMatchObject({ key: `auditor-${v}`, name: 'Auditor', isDefault: false, tenantId: claimsOf(admin).tenantId });
      expect(await audits('Role created')).toBe(before + 1);

      const list = await call('GET', `/roles/${v}`);
      const items = v === 'v1' ? list.data : list.data.items;
      expect(z.array(roleResponseSchema).parse(items).map((r) => r.id)).toContain(role.id);

      const patched = await call('PATCH', `/roles/${v}/${role.id}`, { name: 'Auditors', isDefault: true });
      expect(roleResponseSchema.parse(patched.data)).toMatchObject({ name: 'Auditors', isDefault: true, key: `auditor-${v}` });

      const perms = [await permId('fe.secure.read.audits'), await permId('fe.secure.read.users')];
      const set = await call('PUT', `/roles/${v}/${role.id}/permissions`, { permissionIds: perms });
      expect(set.status).toBe(200);
      expect(roleResponseSchema.parse(set.data).permissions.sort()).toEqual([...perms].sort());
      const cleared = await call('PUT', `/roles/${v}/${role.id}/permissions`, { permissionIds: [] });
      expect(cleared.data.permissions).toEqual([]);

      expect((await call('DELETE', `/roles/${v}/${role.id}`)).status).toBe(200);
      expect((await call('GET', `/roles/v1`)).data.map((r: { id: string }) => r.id)).not.toContain(role.id);
      expect((await call('PATCH', `/roles/${v}/${role.id}`, { name: 'x' })).status).toBe(404);
      expect(await audits('Role deleted')).toBeGreaterThan(0);
    });
  }

  it('a key is unique per tenant: 409 with a clear message, also for a vendor role key and for racing creates', async () => {
    expect((await call('POST', '/roles/v1', { key: 'ops', name: 'Ops' })).status).toBe(201);
    const again = await call('POST', '/roles/v1', { key: 'ops', name: 'Ops 2' });
    expect(again).toMatchObject({ status: 409, data: { errors: ['A role with this key already exists'] } });
    expect((await call('POST', '/roles/v1', { key: 'Admin', name: 'Mine' })).status).toBe(409);
    const race = await Promise.all([1, 2, 3].map((i) => call('POST', '/roles/v2', { key: 'racer', name: `R${i}` })));
    expect(race.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(race.filter((r) => r.status === 409).every((r) => r.data.errors[0] === 'A role with this key already exists')).toBe(true);
    const other = (await call('GET', '/roles/v1')).data.find((r: { key: string }) => r.key === 'ops');
    expect((await call('PATCH', `/roles/v1/${other.id}`, { key: 'racer' })).status).toBe(409);
  });

  it("the vendor's roles are visible but neither editable nor deletable by the account (403)", async () => {
    const vendorRole = (await call('GET', '/roles/v1')).data.find((r: { key: string }) => r.key === 'Admin');
    expect(vendorRole.tenantId).toBeNull();
    for (const res of [
      await call('PATCH', `/roles/v1/${vendorRole.id}`, { name: 'Boss' }),
      await call('DELETE', `/roles/v2/${vendorRole.id}`),
      await call('PUT', `/roles/v1/${vendorRole.id}/permissions`, { permissionIds: [] }),
    ]) expect(res).toMatchObject({ status: 403, data: { errors: ["The vendor's roles cannot be changed or deleted by an account"] } });
    const still = (await call('GET', '/roles/v1')).data.find((r: { key: string }) => r.key === 'Admin');
    expect(still.name).toBe('Admin');
    expect(still.permissions.length).toBe(vendorRole.permissions.length);
  });

  it('bad input is a clear 4xx and changes nothing', async () => {
    expect((await call('POST', '/roles/v1', { key: '', name: 'x' })).status).toBe(400);
    expect((await call('POST', '/roles/v1', { key: 'nul\u0000', name: 'x' })).status).toBe(400);
    expect((await call('PATCH', '/roles/v1/not-a-uuid', { name: 'x' })).status).toBe(404);
    const role = (await call('POST', '/roles/v1', { key: 'bad-input', name: 'B' })).data;
    expect((await call('PUT', `/roles/v1/${role.id}/permissions`, { permissionIds: ['nope'] })).status).toBe(400);
    expect((await call('PUT', `/roles/v1/${role.id}/permissions`, { permissionIds: [crypto.randomUUID()] })).data.errors).toEqual(['permissionIds: Unknown permission']);
  });
});

describe('permissions', () => {
  it('lists permissions and categories in the shared shapes; roleIds name only roles the tenant sees', async () => {
    const perms = z.array(permissionResponseSchema).parse((await call('GET', '/permissions/v1')).data);
    expect(perms.find((p) => p.key === 'fe.secure.write.roles')?.assignmentType).toBe('ASSIGNABLE');
    const cats = z.array(permissionCategoryResponseSchema).parse((await call('GET', '/permissions/v1/categories')).data);
    expect(cats.flatMap((c) => c.permissionIds)).toContain(perms[0]!.id);
    const visible = new Set((await call('GET', '/roles/v1')).data.map((r: { id: string }) => r.id));
    expect(perms.flatMap((p) => p.roleIds).every((id) => visible.has(id))).toBe(true);
  });

  it('PUT {id}/roles attaches a permission to the account roles; vendor roles cannot gain or lose it', async () => {
    const role = (await call('POST', '/roles/v1', { key: 'perm-target', name: 'Target' })).data;
    const pid = await permId('fe.secure.read.audits');
    const vendorHolders = (await call('GET', '/permissions/v1')).data.find((p: { id: string }) => p.id === pid).roleIds as string[];
    const res = await call('PUT', `/permissions/v1/${pid}/roles`, { roleIds: [...vendorHolders, role.id] });
    expect(res.status).toBe(200);
    expect(permissionResponseSchema.parse(res.data).roleIds).toContain(role.id);
    expect((await call('GET', '/roles/v1')).data.find((r: { id: string }) => r.id === role.id).permissions).toContain(pid);
    // Dropping a vendor role from the list would change the vendor's role.
    expect((await call('PUT', `/permissions/v1/${pid}/roles`, { roleIds: [role.id] })).status).toBe(403);
    const off = await call('PUT', `/permissions/v1/${pid}/roles`, { roleIds: vendorHolders });
    expect(off.data.roleIds).not.toContain(role.id);
    expect(await audits('Permission roles changed')).toBeGreaterThan(0);
  });

  it('NEVER permissions cannot be assigned (400); ALWAYS ones are held by every role and reach tokens', async () => {
    const never = await permId('fe.connectivity.read.sms');
    const always = await permId('fe.connectivity.read.events');
    await t.db.updateTable('permissions').set({ assignment_type: 'NEVER' }).where('id', '=', never).execute();
    await t.db.updateTable('permissions').set({ assignment_type: 'ALWAYS' }).where('id', '=', always).execute();
    try {
      const role = (await call('POST', '/roles/v1', { key: 'typed', name: 'Typed' })).data;
      const refused = await call('PUT', `/roles/v1/${role.id}/permissions`, { permissionIds: [never] });
      expect(refused).toMatchObject({ status: 400, data: { errors: ['Permission fe.connectivity.read.sms cannot be assigned to roles'] } });
      expect((await call('PUT', `/permissions/v1/${never}/roles`, { roleIds: [role.id] })).status).toBe(400);
      expect((await call('PUT', `/permissions/v1/${always}/roles`, { roleIds: [] })).status).toBe(400);
      expect((await call('GET', '/roles/v1')).data.find((r: { id: string }) => r.id === role.id).permissions).toEqual([always]);
      // A member with only this role holds the ALWAYS permission, never the NEVER one (even though Admin's links include it).
      const m = await inviteAndActivate(t, admin, 'typed@acme.test', [role.id]);
      expect(claimsOf(m.accessToken).permissions).toEqual(['fe.connectivity.read.events']);
      const a = await t.login(DEMO_ADMIN);
      expect(claimsOf(a.accessToken).permissions).not.toContain('fe.connectivity.read.sms');
    } finally {
      await t.db.updateTable('permissions').set({ assignment_type: 'ASSIGNABLE' }).where('id', 'in', [never, always]).execute();
    }
  });

  it('a role change reaches the member token at the next refresh', async () => {
    const role = (await call('POST', '/roles/v1', { key: 'refresher', name: 'Refresher' })).data;
    const m = await inviteAndActivate(t, admin, 'refresher@acme.test', [role.id]);
    expect(claimsOf(m.accessToken).roles).toEqual(['refresher']);
    expect(claimsOf(m.accessToken).permissions).toEqual([]);
    await call('PUT', `/roles/v1/${role.id}/permissions`, { permissionIds: [await permId('fe.secure.read.audits')] });
    await call('PATCH', `/roles/v1/${role.id}`, { key: 'refreshed' });
    const after = claimsOf((await refresh(m.browser)).data.accessToken);
    expect(after.roles).toEqual(['refreshed']);
    expect(after.permissions).toEqual(['fe.secure.read.audits']);
    await call('DELETE', `/roles/v1/${role.id}`);
    const gone = claimsOf((await refresh(m.browser)).data.accessToken);
    expect(gone.roles).toEqual([]);
    expect(gone.permissions).toEqual([]);
  });

  it("default roles: a newcomer given no role gets the account's own default roles, else the vendor's", async () => {
    const g = await newTenantAdmin(t, 'defaults@globex.test', 'Globex Defaults');
    const join = async (email: string) => {
      const link = (await t.browser().fetch(`${ID}/tenants/invites/v1/user`, { json: {}, token: g.accessToken })).data.token as string;
      const nb = t.browser();
      expect((await nb.fetch(`${ID}/users/v1/signUp`, { json: { email, password: 'joiner password', invitationToken: link } })).status).toBe(200);
      return claimsOf((await nb.fetch(`${ID}/users/v1/activate`, { json: { ...linkParams((await lastMail(t, email)).links[0]!), password: 'joiner password' } })).data.accessToken);
    };
    expect((await join('first@joiners.test')).roles).toEqual(['ReadOnly']);
    const own = await call('POST', '/roles/v2', { key: 'newcomer', name: 'Newcomer', isDefault: true }, g.accessToken);
    expect(own.data.isDefault).toBe(true);
    expect((await join('second@joiners.test')).roles).toEqual(['newcomer']);
    // Another account's default role never applies here.
    expect((await call('GET', '/roles/v1')).data.map((r: { key: string }) => r.key)).not.toContain('newcomer');
  });

  it('exactly one default role per account, changed by making another role the default (a vendor role included)', async () => {
    const g = await newTenantAdmin(t, 'one-default@globex.test', 'Globex One Default');
    const roles = async () => (await call('GET', '/roles/v1', undefined, g.accessToken)).data as Array<{ id: string; key: string; isDefault: boolean }>;
    const defaults = async () => (await roles()).filter((r) => r.isDefault).map((r) => r.key);
    expect(await defaults()).toEqual(['ReadOnly']);
    const a = (await call('POST', '/roles/v2', { key: 'alpha', name: 'Alpha', isDefault: true }, g.accessToken)).data;
    const b = (await call('POST', '/roles/v2', { key: 'beta', name: 'Beta' }, g.accessToken)).data;
    expect(await defaults()).toEqual(['alpha']);
    // Unticking the only default is refused with a reason, and nothing changes.
    const untick = await call('PATCH', `/roles/v1/${a.id}`, { isDefault: false }, g.accessToken);
    expect(untick.status).toBe(400);
    expect(untick.data.errors).toEqual(['isDefault: An account always has one default role; make another role the default instead']);
    expect(await defaults()).toEqual(['alpha']);
    expect((await call('PATCH', `/roles/v1/${b.id}`, { isDefault: true }, g.accessToken)).data.isDefault).toBe(true);
    expect(await defaults()).toEqual(['beta']);
    // A vendor role can be named the default (only that: its other fields stay the vendor's).
    const support = (await roles()).find((r) => r.key === 'Support')!;
    expect((await call('PATCH', `/roles/v1/${support.id}`, { isDefault: true }, g.accessToken)).status).toBe(200);
    expect(await defaults()).toEqual(['Support']);
    expect((await call('PATCH', `/roles/v1/${support.id}`, { name: 'Mine now', isDefault: true }, g.accessToken)).status).toBe(403);
    // Parallel changes still leave exactly one.
    await Promise.all([a, b].map((r) => call('PATCH', `/roles/v1/${r.id}`, { isDefault: true }, g.accessToken)));
    expect((await defaults()).length).toBe(1);
    // Deleting the default role falls back to the vendor's default.
    const chosen = (await roles()).find((r) => r.isDefault)!;
    expect((await call('DELETE', `/roles/v1/${chosen.id}`, undefined, g.accessToken)).status).toBe(200);
    expect(await defaults()).toEqual(['ReadOnly']);
    // Another account's choice is its own.
    expect((await call('GET', '/roles/v1')).data.filter((r: { isDefault: boolean }) => r.isDefault).length).toBe(1);
  });
});
