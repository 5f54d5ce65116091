import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { startHarness, type Harness } from '../../test/harness';
import * as calls from './calls';
import * as s from './schemas';
import type * as t from './types';

describe('roles schemas accept good payloads and reject garbage', () => {
  const cases: Array<[string, z.ZodType, unknown, unknown]> = [
    ['createRole', s.createRoleSchema, { key: 'admin', name: 'Admin' }, { key: '', name: 'Admin' }],
    ['updateRole', s.updateRoleSchema, { isDefault: true }, { isDefault: 'yes' }],
    ['setRolePermissions', s.setRolePermissionsSchema, { permissionIds: [] }, { permissionIds: [''] }],
    ['setPermissionRoles', s.setPermissionRolesSchema, { roleIds: ['r1'] }, { roleIds: 'r1' }],
    ['createGroup', s.createGroupSchema, { name: 'Ops', color: '#fff' }, { name: 'Ops', description: '' }],
    ['updateGroup', s.updateGroupSchema, { description: '' }, { name: '' }],
    ['addRolesToGroup', s.addRolesToGroupSchema, { roleIds: ['r1'] }, { roleIds: [] }],
    ['addUsersToGroup', s.addUsersToGroupSchema, { userIds: ['u1'] }, { userIds: [] }],
    ['getGroupsByIds', s.getGroupsByIdsSchema, { groupsIds: ['g1'] }, {}],
    ['groupsQuery', s.groupsQuerySchema, { _groupsRelations: 'roles' }, { _groupsRelations: 'friends' }],
    ['updateGroupsConfig', s.updateGroupsConfigSchema, { enabled: false }, { enabled: 1 }],
    ['assignUsersToApplication', s.assignUsersToApplicationSchema, { appId: 'a', tenantId: 't', userIds: ['u'] }, { appId: 'a', userIds: ['u'] }],
    ['getApplicationsUsersQuery', s.getApplicationsUsersQuerySchema, { appIds: 'a' }, {}],
    ['impersonate', s.impersonateSchema, { userId: 'u1' }, { userId: '' }],
  ];
  it.each(cases)('%s', (_name, schema, good, bad) => {
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse(bad).success).toBe(false);
  });
});

describe('roles schemas accept what the client actually sends', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const wire: Array<[string, z.ZodType, 'body' | 'query', (c: ReturnType<Harness['client']>) => Promise<unknown>]> = [
    ['createGroup with empty description', s.createGroupSchema, 'body', (c) => calls.createGroup(c, { name: 'Ops', description: '' })],
    ['getGroupsByIds', s.groupsQuerySchema, 'query', (c) => calls.getGroupsByIds(c, { groupsIds: ['g'] }, { _groupsRelations: 'roles' })],
    ['getUsersApplications', s.getUsersApplicationsQuerySchema, 'query', (c) => calls.getUsersApplications(c, { userIds: ['u'] })],
    ['createRoleV2', s.createRoleV2Schema, 'body', (c) => calls.createRoleV2(c, { key: 'k', name: 'n' })],
  ];
  it.each(wire)('%s', async (_name, schema, part, run) => {
    await run(h.client());
    expect(schema.safeParse(h.last()[part]).error).toBeUndefined();
  });
});

describe('request types fit the schemas', () => {
  it('each main request type is assignable to its schema input', () => {
    expectTypeOf<t.CreateRoleRequest>().toExtend<z.input<typeof s.createRoleSchema>>();
    expectTypeOf<t.UpdateRoleRequest>().toExtend<z.input<typeof s.updateRoleSchema>>();
    expectTypeOf<t.SetRolePermissionsRequest>().toExtend<z.input<typeof s.setRolePermissionsSchema>>();
    expectTypeOf<t.SetPermissionRolesRequest>().toExtend<z.input<typeof s.setPermissionRolesSchema>>();
    expectTypeOf<t.CreateGroupRequest>().toExtend<z.input<typeof s.createGroupSchema>>();
    expectTypeOf<t.UpdateGroupRequest>().toExtend<z.input<typeof s.updateGroupSchema>>();
    expectTypeOf<t.GroupRolesRequest>().toExtend<z.input<typeof s.addRolesToGroupSchema>>();
    expectTypeOf<t.GroupUsersRequest>().toExtend<z.input<typeof s.addUsersToGroupSchema>>();
    expectTypeOf<t.GetGroupsByIdsRequest>().toExtend<z.input<typeof s.getGroupsByIdsSchema>>();
    expectTypeOf<t.GroupsQuery>().toExtend<z.input<typeof s.groupsQuerySchema>>();
    expectTypeOf<t.ApplicationUsersRequest>().toExtend<z.input<typeof s.assignUsersToApplicationSchema>>();
    expectTypeOf<t.ApplicationsUsersQuery>().toExtend<z.input<typeof s.getApplicationsUsersQuerySchema>>();
    expectTypeOf<t.UsersApplicationsQuery>().toExtend<z.input<typeof s.getUsersApplicationsQuerySchema>>();
    expectTypeOf<t.ImpersonateRequest>().toExtend<z.input<typeof s.impersonateSchema>>();
  });
});

describe('response schemas', () => {
  const uuid = '0b6f3a52-8a8e-4c1e-9a43-5f0f1d3b2c11';
  const at = '2026-11-23T06:00:00.000Z';
  const cases: Array<[string, z.ZodType, unknown, unknown]> = [
    ['role', s.roleResponseSchema,
      { id: uuid, key: 'k', name: 'n', description: null, isDefault: false, permissions: [uuid], tenantId: null, vendorId: uuid, createdAt: at, updatedAt: at },
      { id: uuid, key: 'k', name: 'n', isDefault: 'no', permissions: [], tenantId: null, vendorId: uuid, createdAt: at, updatedAt: at }],
    ['permission', s.permissionResponseSchema,
      { id: uuid, key: 'fe.x', name: 'x', categoryId: uuid, fePermission: true, assignmentType: 'ALWAYS', roleIds: [] },
      { id: uuid, key: 'fe.x', name: 'x', fePermission: true, assignmentType: 'SOMETIMES', roleIds: [] }],
    ['group', s.groupResponseSchema, { id: uuid, name: 'Ops', roles: [{ id: uuid, key: 'k', name: 'n' }] }, { id: uuid, name: '' }],
    ['application', s.applicationResponseSchema,
      { id: uuid, name: 'App', accessType: 'FREE_ACCESS', accessMode: 'alwaysOn', isDefault: true, isActive: true },
      { id: uuid, name: 'App', accessType: 'FREE', accessMode: 'alwaysOn', isDefault: true, isActive: true }],
    ['tenant assignment', s.tenantApplicationAssignmentResponseSchema, { tenantId: uuid, appIds: [uuid] }, { tenantId: 't', appIds: [] }],
  ];
  it.each(cases)('%s', (_name, schema, good, bad) => {
    expect(schema.safeParse(good).error).toBeUndefined();
    expect(schema.safeParse(bad).success).toBe(false);
  });

  it('what the schemas accept fits the client types', () => {
    expectTypeOf<z.output<typeof s.groupResponseSchema>>().toExtend<t.Group>();
    expectTypeOf<z.output<typeof s.applicationResponseSchema>>().toExtend<t.Application>();
    expectTypeOf<z.output<typeof s.applicationUsersResponseSchema>>().toExtend<t.ApplicationUsers>();
    expectTypeOf<z.output<typeof s.userApplicationsResponseSchema>>().toExtend<t.UserApplications>();
    expectTypeOf<z.output<typeof s.tenantApplicationAssignmentResponseSchema>>().toExtend<t.TenantApplicationAssignment>();
    expectTypeOf<z.output<typeof s.groupsConfigResponseSchema>>().toExtend<t.GroupsConfig>();
  });
});
