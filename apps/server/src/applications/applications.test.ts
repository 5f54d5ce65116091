import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  applicationResponseSchema, applicationUsersResponseSchema, tenantApplicationAssignmentResponseSchema, tenantApplicationAssignmentV2ResponseSchema,
  userApplicationsResponseSchema,
} from '@portico/rest-api/schemas';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, newTenantAdmin, userIdOf } from '../test/users-admin';

let t: TestServer;
let admin = '';
let acme = '';
let memberId = '';
let adminId = '';
const apps: Record<string, string> = {};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
const call = (method: string, path: string, json?: unknown, token = admin): Promise<{ status: number; data: any }> => t.browser().fetch(path, { method, json, token });
const A = `${ID}/applications/v1`;
const usersOf = async (appId: string, token = admin) => (await call('GET', `${A}/users?appIds=${appId}`, undefined, token)).data[0]?.userIds as string[] | undefined;

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  acme = claimsOf(admin).tenantId;
  memberId = await userIdOf(t, DEMO_MEMBER);
  adminId = await userIdOf(t, DEMO_ADMIN);
  const list = (await call('GET', '/applications/resources/applications/v1')).data as { id: string; name: string }[];
  for (const a of list) apps[a.name] = a.id;
});
afterAll(async () => t?.close());

describe('applications', () => {
  it("lists the vendor's applications and the tenant's assignments in the shared shapes", async () => {
    const list = z.array(applicationResponseSchema).parse((await call('GET', '/applications/resources/applications/v1')).data);
    expect(list.map((a) => [a.name, a.accessType, a.accessMode])).toEqual([
      ['Analytics', 'MANAGED_ACCESS', 'defaultOff'], ['Portico Demo', 'FREE_ACCESS', 'alwaysOn'], ['Reports', 'MANAGED_ACCESS', 'defaultOn'],
    ]);
    const assigned = z.array(tenantApplicationAssignmentResponseSchema).parse((await call('GET', '/applications/resources/applications/tenant-assignments/v1')).data);
    expect(assigned).toEqual([{ tenantId: acme, appIds: expect.arrayContaining([apps.Analytics, apps['Portico Demo'], apps.Reports]) }]);
  });

  it('access types and modes decide who has an application; assign and unassign change it, audited', async () => {
    // FREE_ACCESS and defaultOn: everyone; defaultOff: no one until assigned.
    expect((await usersOf(apps['Portico Demo']!))!.sort()).toEqual([adminId, memberId].sort());
    expect((await usersOf(apps.Reports!))!.sort()).toEqual([adminId, memberId].sort());
    expect(await usersOf(apps.Analytics!)).toEqual([]);

    const body = { appId: apps.Analytics, tenantId: acme, userIds: [memberId] };
    expect((await call('POST', A, body)).status).toBe(200);
    expect(await usersOf(apps.Analytics!)).toEqual([memberId]);
    const mine = await call('GET', `${A}/apps?userIds=${memberId}&userIds=${adminId}`);
    const parsed = z.array(userApplicationsResponseSchema).parse(mine.data);
    expect(parsed.find((u) => u.userId === memberId)!.appIds.sort()).toEqual([apps.Analytics, apps['Portico Demo'], apps.Reports].sort());
    expect(parsed.find((u) => u.userId === adminId)!.appIds).not.toContain(apps.Analytics);
    expect((await call('DELETE', A, body)).status).toBe(200);
    expect(await usersOf(apps.Analytics!)).toEqual([]);

    // defaultOn: taken away from one user, given back.
    await call('DELETE', A, { ...body, appId: apps.Reports });
    expect(await usersOf(apps.Reports!)).toEqual([adminId]);
    await call('POST', A, { ...body, appId: apps.Reports });
    expect((await usersOf(apps.Reports!))!.sort()).toEqual([adminId, memberId].sort());

    // FREE_ACCESS / alwaysOn cannot be taken away.
    const refused = await call('DELETE', A, { ...body, appId: apps['Portico Demo'] });
    expect(refused).toMatchObject({ status: 400, data: { errors: ['Every user of the account has this application; it cannot be taken away'] } });
    const audits = await t.db.selectFrom('audits').select('action').where('action', 'like', 'Application users%').execute();
    expect(audits.length).toBe(4);
    z.array(applicationUsersResponseSchema).parse((await call('GET', `${A}/users?appIds=${apps.Reports}&appIds=${apps.Analytics}`)).data);
  });

  it('another tenant has only the applications assigned to it, and sees only its own users', async () => {
    const g = await newTenantAdmin(t, 'apps@globex.test', 'Globex');
    const assigned = (await call('GET', '/applications/resources/applications/tenant-assignments/v1', undefined, g.accessToken)).data;
    expect(assigned).toEqual([{ tenantId: g.tenantId, appIds: expect.not.arrayContaining([apps.Analytics]) }]);
    expect(assigned[0].appIds).toHaveLength(2);
    expect(await usersOf(apps['Portico Demo']!, g.accessToken)).toEqual([g.userId]);
    expect((await call('POST', A, { appId: apps.Analytics, tenantId: g.tenantId, userIds: [g.userId] }, g.accessToken)).status).toBe(404);
  });

  it("serves the published client's paths with the same rules: one user into several applications, comma-joined ids, v2 assignments", async () => {
    const one = { userId: memberId, tenantId: acme, appIds: [apps.Analytics, apps.Reports] };
    // Every application is checked first: one that cannot be taken away refuses the whole call.
    expect((await call('DELETE', `${A}/user-apps`, { ...one, appIds: [apps.Analytics, apps['Portico Demo']] })).status).toBe(400);
    expect((await call('POST', `${A}/apps-user`, { ...one, appIds: [apps.Analytics, crypto.randomUUID()] })).status).toBe(404);
    expect(await usersOf(apps.Analytics!)).toEqual([]);
    expect((await call('POST', `${A}/apps-user`, one)).status).toBe(200);
    expect((await call('GET', `${A}/${memberId}/apps`)).data.sort()).toEqual([apps.Analytics, apps['Portico Demo'], apps.Reports].sort());
    const byUser = (await call('GET', `${A}/users-apps?userIds=${memberId},${adminId}`)).data;
    expect(z.array(userApplicationsResponseSchema).parse(byUser).map((u) => u.userId).sort()).toEqual([adminId, memberId].sort());
    const byApp = (await call('GET', `${A}/apps-users?appIds=${apps.Analytics},${apps.Reports}`)).data;
    expect(z.array(applicationUsersResponseSchema).parse(byApp).find((a) => a.appId === apps.Analytics)!.userIds).toEqual([memberId]);
    expect((await call('DELETE', `${A}/user-apps`, { ...one, appIds: [apps.Analytics] })).status).toBe(200);
    expect(await usersOf(apps.Analytics!)).toEqual([]);
    const v2 = z.array(tenantApplicationAssignmentV2ResponseSchema).parse((await call('GET', '/applications/resources/applications/tenant-assignments/v2')).data);
    expect(v2[0]!.assignments.find((a) => a.appId === apps['Portico Demo'])).toEqual({ appId: apps['Portico Demo'], accessType: 'FREE_ACCESS' });
    // Another tenant: nothing of ours to read or change; a member without the permission is refused.
    const g = await newTenantAdmin(t, 'apps2@globex.test', 'Globex apps');
    expect((await call('GET', `${A}/${memberId}/apps`, undefined, g.accessToken)).data).toEqual([]);
    expect((await call('POST', `${A}/apps-user`, one, g.accessToken)).status).toBe(403);
    expect((await call('POST', `${A}/apps-user`, { ...one, tenantId: g.tenantId, appIds: [apps.Reports] }, g.accessToken)).data.errors).toEqual(['userIds: Unknown user']);
    const member = (await t.login(DEMO_MEMBER)).accessToken;
    expect((await call('POST', `${A}/apps-user`, one, member)).status).toBe(403);
  });

  it('bad input is a clear 4xx and changes nothing', async () => {
    expect((await call('POST', A, { appId: apps.Analytics, userIds: [memberId] })).status).toBe(400);
    expect((await call('POST', A, { appId: 'x', tenantId: acme, userIds: [memberId] })).status).toBe(404);
    expect((await call('POST', A, { appId: apps.Analytics, tenantId: acme, userIds: [crypto.randomUUID()] })).data.errors).toEqual(['userIds: Unknown user']);
    expect((await call('GET', `${A}/users`)).status).toBe(400);
    expect(await usersOf(apps.Analytics!)).toEqual([]);
  });
});
