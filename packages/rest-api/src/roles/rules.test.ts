import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPorticoError } from '../core/errors';
import { startHarness, type Harness, type Seen } from '../../test/harness';
import { createGroup, createGroupWithMembers } from './calls';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function sent(run: () => Promise<unknown>): Promise<Seen[]> {
  const before = h.seen.length;
  await run();
  return h.seen.slice(before);
}

const GROUPS = '/frontegg/identity/resources/groups/v1';

describe('group creation', () => {
  it.each([
    ['empty description is left out', { name: 'Ops', description: '' }, { name: 'Ops' }],
    ['absent description stays absent', { name: 'Ops', color: '#000' }, { name: 'Ops', color: '#000' }],
    ['non-empty description is sent', { name: 'Ops', description: 'On call' }, { name: 'Ops', description: 'On call' }],
  ])('%s', async (_name, input, body) => {
    const [r] = await sent(() => createGroup(h.client(), input));
    expect(r?.body).toEqual(body);
  });

  it('makes one request when there are no users or roles', async () => {
    h.reply({ body: { id: 'g1', name: 'Ops' } });
    const requests = await sent(() => createGroupWithMembers(h.client(), { name: 'Ops', userIds: [], roleIds: [] }));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${GROUPS}`]);
  });

  it('attaches only roles when there are no users', async () => {
    h.reply({ body: { id: 'g2', name: 'Ops' } });
    const requests = await sent(() => createGroupWithMembers(h.client(), { name: 'Ops', roleIds: ['r1'] }));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${GROUPS}`, `POST ${GROUPS}/g2/roles`]);
    expect(requests[1]?.body).toEqual({ roleIds: ['r1'] });
  });

  it('attaches only users when there are no roles', async () => {
    h.reply({ body: { id: 'g3', name: 'Ops' } });
    const requests = await sent(() => createGroupWithMembers(h.client(), { name: 'Ops', userIds: ['u1'] }));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${GROUPS}`, `POST ${GROUPS}/g3/users`]);
  });

  it('stops and rejects when the group cannot be created', async () => {
    h.reply({ status: 409, body: { errors: ['Group name already exists'] } });
    const before = h.seen.length;
    const error = await createGroupWithMembers(h.client({ logLevel: 'silent' }), { name: 'Ops', userIds: ['u1'], roleIds: ['r1'] }).catch((e: unknown) => e);
    expect(isPorticoError(error) && error.message).toBe('Group name already exists');
    expect(h.seen.length - before).toBe(1);
  });
});
