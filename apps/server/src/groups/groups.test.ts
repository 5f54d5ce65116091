import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { groupResponseSchema, groupsConfigResponseSchema, userGroupsResponseSchema } from '@portico/rest-api/schemas';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, inviteAndActivate, newTenantAdmin, refresh, userIdOf } from '../test/users-admin';

let t: TestServer;
let admin = '';
let memberId = '';
const G = '/groups/v1';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
const call = (method: string, path: string, json?: unknown, token = admin): Promise<{ status: number; data: any }> => t.browser().fetch(`${ID}${path}`, { method, json, token });
const roleId = async (key: string) => (await call('GET', '/roles/v1')).data.find((r: { key: string }) => r.key === key).id as string;
const audits = async (action: string) => (await t.db.selectFrom('audits').select('id').where('action', '=', action).execute()).length;

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  memberId = await userIdOf(t, DEMO_MEMBER);
});
afterAll(async () => t?.close());

describe('groups', () => {
  it('create → read → update → add/remove roles and users → bulkGet → delete, in the shared shapes, audited', async () => {
    const created = await call('POST', G, { name: 'Ops', color: '#ff0000', description: 'Operations', metadata: '{"floor":3}' });
    expect(created.status).toBe(201);
    const group = groupResponseSchema.parse(created.data);
    expect(group).toMatchObject({ name: 'Ops', color: '#ff0000', description: 'Operations', metadata: '{"floor":3}' });
    expect(created.data.roles).toBeUndefined();

    const support = await roleId('Support');
    expect((await call('POST', `${G}/${group.id}/roles`, { roleIds: [support] })).status).toBe(200);
    expect((await call('POST', `${G}/${group.id}/users`, { userIds: [memberId] })).status).toBe(200);
    const full = groupResponseSchema.parse((await call('GET', `${G}/${group.id}?_groupsRelations=rolesAndUsers`)).data);
    expect(full.roles!.map((r) => r.key)).toEqual(['Support']);
    expect(full.users!.map((u) => u.email)).toEqual([DEMO_MEMBER]);
    const onlyRoles = (await call('GET', `${G}?_groupsRelations=roles`)).data;
    expect(z.array(groupResponseSchema).parse(onlyRoles)[0]!.users).toBeUndefined();

    const patched = await call('PATCH', `${G}/${group.id}`, { name: 'Operations', color: '#00ff00' });
    expect(groupResponseSchema.parse(patched.data)).toMatchObject({ name: 'Operations', color: '#00ff00', description: 'Operations' });

    const bulk = await call('POST', `${G}/bulkGet?_groupsRelations=users`, { groupsIds: [group.id, crypto.randomUUID(), 'junk'] });
    expect(z.array(groupResponseSchema).parse(bulk.data).map((g) => g.id)).toEqual([group.id]);

    const ug = await call('GET', `/users/v3/groups?ids=${memberId}&ids=${crypto.randomUUID()}`);
    expect(z.array(userGroupsResponseSchema).parse(ug.data)).toEqual([expect.objectContaining({ userId: memberId })]);
    expect(ug.data[0].groups.map((g: { name: string }) => g.name)).toEqual(['Operations']);

    // The member list shows the member's groups.
    const members = await t.browser().fetch('/team/resources/members/v1', { token: admin });
    const listed = members.data.items.find((m: { id: string }) => m.id === memberId);
    expect(JSON.stringify(listed)).toContain('Operations');

    expect((await call('DELETE', `${G}/${group.id}/users`, { userIds: [memberId] })).status).toBe(200);
    expect((await call('DELETE', `${G}/${group.id}/roles`, { roleIds: [support] })).status).toBe(200);
    const empty = (await call('GET', `${G}/${group.id}?_groupsRelations=rolesAndUsers`)).data;
    expect([empty.roles, empty.users]).toEqual([[], []]);

    expect((await call('DELETE', `${G}/${group.id}`)).status).toBe(200);
    expect((await call('GET', `${G}/${group.id}`)).status).toBe(404);
    for (const a of ['Group created', 'Group updated', 'Group roles added', 'Group users added', 'Group users removed', 'Group roles removed', 'Group deleted']) {
      expect(await audits(a), a).toBeGreaterThan(0);
    }
  });

  it('names are unique per tenant (409, also when racing); bad input is a clear 4xx', async () => {
    const race = await Promise.all([1, 2].map(() => call('POST', G, { name: 'Twins' })));
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(race.find((r) => r.status === 409)!.data.errors).toEqual(['A group with this name already exists']);
    expect((await call('POST', G, { name: '' })).status).toBe(400);
    expect((await call('POST', G, { name: 'x\u0000' })).status).toBe(400);
    const g = race.find((r) => r.status === 201)!.data;
    expect((await call('POST', `${G}/${g.id}/roles`, { roleIds: [crypto.randomUUID()] })).data.errors).toEqual(['roleIds: Unknown role']);
    expect((await call('POST', `${G}/${g.id}/users`, { userIds: ['nope'] })).status).toBe(400);
    expect((await call('POST', `${G}/${g.id}/users`, { userIds: [] })).status).toBe(400);
    expect((await call('PATCH', `${G}/not-a-uuid`, { name: 'y' })).status).toBe(404);
  });

  it('config reads defaults and saves changes', async () => {
    expect(groupsConfigResponseSchema.parse((await call('GET', `${G}/config`)).data)).toEqual({ enabled: true, rolesEnabled: true });
    expect((await call('POST', `${G}/config`, { rolesEnabled: false })).data).toEqual({ enabled: true, rolesEnabled: false });
    expect((await call('GET', `${G}/config`)).data).toEqual({ enabled: true, rolesEnabled: false });
    expect((await call('POST', `${G}/config`, { enabled: 'yes' })).status).toBe(400);
    expect(await audits('Groups configuration changed')).toBe(1);
  });

  it("a group's roles count in its members' tokens, and changes reach them at the next refresh", async () => {
    const m = await inviteAndActivate(t, admin, 'grouped@acme.test', []);
    expect(claimsOf(m.accessToken)).toMatchObject({ roles: [], permissions: [] });
    const group = (await call('POST', G, { name: 'Readers' })).data;
    await call('POST', `${G}/${group.id}/roles`, { roleIds: [await roleId('ReadOnly')] });
    await call('POST', `${G}/${group.id}/users`, { userIds: [m.userId] });
    const joined = claimsOf((await refresh(m.browser)).data.accessToken);
    expect(joined.roles).toEqual(['ReadOnly']);
    expect(joined.permissions).toContain('fe.secure.read.users');
    // The grants are real: the member can now read what ReadOnly reads.
    expect((await call('GET', '/roles/v1', undefined, (await refresh(m.browser)).data.accessToken)).status).toBe(200);
    await call('DELETE', `${G}/${group.id}/users`, { userIds: [m.userId] });
    const left = claimsOf((await refresh(m.browser)).data.accessToken);
    expect(left).toMatchObject({ roles: [], permissions: [] });
    await call('POST', `${G}/${group.id}/users`, { userIds: [m.userId] });
    await call('DELETE', `${G}/${group.id}`);
    expect(claimsOf((await refresh(m.browser)).data.accessToken).roles).toEqual([]);
  });

  it('a caller cannot hand a group a role with permissions they do not hold', async () => {
    // A custom role that may write groups but holds nothing else.
    const perms = (await call('GET', '/permissions/v1')).data as { id: string; key: string }[];
    const role = (await call('POST', '/roles/v1', { key: 'group-writer', name: 'Group writer' })).data;
    await call('PUT', `/roles/v1/${role.id}/permissions`, { permissionIds: perms.filter((p) => p.key.endsWith('.groups')).map((p) => p.id) });
    const w = await inviteAndActivate(t, admin, 'gw@acme.test', [role.id]);
    const group = (await call('POST', G, { name: 'Escalation' }, w.accessToken)).data;
    const res = await call('POST', `${G}/${group.id}/roles`, { roleIds: [await roleId('Admin')] }, w.accessToken);
    expect(res).toMatchObject({ status: 403, data: { errors: ['You cannot give a group a role with permissions you do not hold'] } });
    expect((await call('POST', `${G}/${group.id}/roles`, { roleIds: [role.id] }, w.accessToken)).status).toBe(200);
  });

  it('a member removed from the account leaves its groups (a re-invitation does not bring the group roles back)', async () => {
    const m = await inviteAndActivate(t, admin, 'leaver@acme.test', []);
    const group = (await call('POST', G, { name: 'Leavers' })).data;
    await call('POST', `${G}/${group.id}/roles`, { roleIds: [await roleId('Support')] });
    await call('POST', `${G}/${group.id}/users`, { userIds: [m.userId] });
    // Also a member elsewhere, so removal keeps the account.
    const g = await newTenantAdmin(t, 'leaver-home@globex.test', 'Leaver Home');
    await t.db.insertInto('user_tenants').values({ user_id: m.userId, tenant_id: g.tenantId, activated: true, is_default: false }).execute();
    expect((await t.browser().fetch(`/team/resources/members/v1/${m.userId}`, { method: 'DELETE', token: admin })).data).toEqual({});
    expect(await t.db.selectFrom('users').select('id').where('id', '=', m.userId).executeTakeFirst()).toBeTruthy();
    expect(await t.db.selectFrom('group_users').select('group_id').where('user_id', '=', m.userId).execute()).toEqual([]);
    // Back in the account, the member holds nothing the old group gave.
    await t.db.insertInto('user_tenants').values({ user_id: m.userId, tenant_id: claimsOf(admin).tenantId, activated: true, is_default: false }).execute();
    expect((await t.login('leaver@acme.test')).data.accessToken).toBeTruthy();
    expect((await call('GET', `/users/v3/roles?ids=${m.userId}`)).data[0].roles).toEqual([]);
  });
});
