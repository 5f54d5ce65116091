import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { ID, userIdOf } from '../test/users-admin';
import { DUPLICATE_MESSAGE, uniqueViolationAnswer } from './unique-errors';

// Every unique-constraint race answers as its calm twin: the same request sent twice in a row gives answers A then B;
// N of them at once must each give A or exactly B, and never a 5xx.
let t: TestServer;
let admin = '';
const N = 10;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
type Answer = { status: number; data: any };
const call = (method: string, path: string, json?: unknown, token = admin): Promise<Answer> =>
  t.browser().fetch(path.startsWith('/') && !path.startsWith('/tenants/resources') && !path.startsWith('/reports') ? `${ID}${path}` : path, { method, json, token });

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
});
afterAll(async () => t?.close());

/** Runs `send(k)` twice in a row with one key, then N times at once with another; compares the answers. */
async function racesLikeCalm(send: (key: string) => Promise<Answer>, n = N) {
  const first = await send('calm');
  const second = await send('calm');
  expect(first.status, JSON.stringify(first.data)).toBeLessThan(500);
  const raced = await Promise.all(Array.from({ length: n }, () => send('race')));
  for (const r of raced) {
    expect(r.status, JSON.stringify(r.data)).toBeLessThan(500);
    expect([first.status, second.status]).toContain(r.status);
    if (r.status === second.status && second.status >= 400) expect(r.data).toEqual(second.data);
  }
  expect(raced.filter((r) => r.status === first.status).length).toBeGreaterThanOrEqual(1);
  return raced;
}

describe('unique-constraint races answer like the calm case', () => {
  it('sign-up: 20 at once with one address, all 200, one account', async () => {
    const send = (k: string) => t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: `race-${k}@signup.test`, companyName: 'Race', password: 'Race-pass-1234!' } });
    await racesLikeCalm(send, 20);
    expect((await t.db.selectFrom('users').select('id').where('email', '=', 'race-race@signup.test').execute()).length).toBe(1);
  });

  it('invite (users/v2) one address', async () => {
    await racesLikeCalm((k) => call('POST', '/users/v2', { email: `invite-${k}@race.test`, name: 'Inv', roleIds: [] }));
    expect((await t.db.selectFrom('users').select('id').where('email', '=', 'invite-race@race.test').execute()).length).toBe(1);
  });

  it('role key', async () => {
    await racesLikeCalm((k) => call('POST', '/roles/v1', { key: `race-${k}`, name: 'Race' }));
  });

  it('group name', async () => {
    await racesLikeCalm((k) => call('POST', '/groups/v1', { name: `Race ${k}` }));
  });

  it('email-domain restriction', async () => {
    await racesLikeCalm((k) => call('POST', '/configurations/restrictions/v1/email-domain', { domain: `${k}.race.test`, type: 'ALLOW' }));
  });

  it('IP restriction (upsert)', async () => {
    await racesLikeCalm((k) => call('POST', '/configurations/v1/restrictions/ip', { ip: k === 'calm' ? '10.9.9.1' : '10.9.9.2', strategy: 'BLOCK', isActive: false }));
  });

  it('sub-account with a chosen id', async () => {
    const ids: Record<string, string> = { calm: crypto.randomUUID(), race: crypto.randomUUID() };
    await racesLikeCalm((k) => call('POST', '/tenants/resources/sub-tenants/v1', { name: `Sub ${k}`, tenantId: ids[k] }));
  });

  it('adding one user to one group, setting one role\'s permissions, one member\'s roles', async () => {
    const member = await userIdOf(t, DEMO_MEMBER);
    const groups: Record<string, string> = {};
    for (const k of ['calm', 'race']) groups[k] = (await call('POST', '/groups/v1', { name: `Members ${k}` })).data.id;
    await racesLikeCalm((k) => call('POST', `/groups/v1/${groups[k]}/users`, { userIds: [member] }));
    const perm = (await t.db.selectFrom('permissions').select('id').where('key', '=', 'fe.secure.read.audits').executeTakeFirstOrThrow()).id;
    const roles: Record<string, string> = {};
    for (const k of ['calm', 'race']) roles[k] = (await call('POST', '/roles/v1', { key: `perm-${k}`, name: 'P' })).data.id;
    await racesLikeCalm((k) => call('PUT', `/roles/v1/${roles[k]}/permissions`, { permissionIds: [perm] }));
    await racesLikeCalm((k) => call('PUT', `/permissions/v1/${perm}/roles`, { roleIds: [roles[k]] }));
    await racesLikeCalm(() => t.browser().fetch(`${t.base}/team/resources/members/v1/${member}`, { method: 'PUT', json: { roleIds: [roles.race] }, token: admin }));
  });
});

describe('the central mapping of unique violations', () => {
  it('maps known constraints to their calm answer and any other one to a 409, other errors to nothing', () => {
    expect(uniqueViolationAnswer({ code: '23505', constraint: 'users_vendor_email' })?.error).toMatchObject({ status: 409, errors: ['User already exists'] });
    expect(uniqueViolationAnswer({ code: '23505', constraint: 'something_new' })).toMatchObject({ mapped: false, error: { status: 409, errors: [DUPLICATE_MESSAGE] } });
    expect(uniqueViolationAnswer({ code: '23503' })).toBeUndefined();
    expect(uniqueViolationAnswer(new Error('x'))).toBeUndefined();
  });
});
