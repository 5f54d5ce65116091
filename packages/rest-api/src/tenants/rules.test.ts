import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Seen } from '../../test/harness';
import {
  addUser,
  addUserToSubTenants,
  createInviteLink,
  getTeamMembers,
  inviteUsersBulk,
  listSubTenantUsers,
  searchSubTenants,
  updateInviteLink,
  updateTeamMember,
} from './calls';
import { INVITE_LINK_EXPIRY_MINUTES } from './defaults';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** Runs a call and returns the requests it made. */
async function sent(run: () => Promise<unknown>): Promise<Seen[]> {
  const before = h.seen.length;
  await run();
  return h.seen.slice(before);
}

describe('bulk invite', () => {
  it('sends one POST /users/v2 per e-mail and sorts e-mails by outcome', async () => {
    const emails = ['a@x.co', 'b@x.co', 'c@x.co'];
    h.reply({ status: 201, body: { id: '1' } }, { status: 400, body: { errors: ['User already exists'] } }, { body: { id: '3' } });
    let result: unknown;
    const requests = await sent(async () => {
      result = await inviteUsersBulk(h.client({ logLevel: 'silent' }), { emails, roleIds: ['r1'], expirationInSeconds: 600 });
    });
    expect(requests).toHaveLength(3);
    for (const r of requests) {
      expect(r.method).toBe('POST');
      expect(r.path).toBe('/frontegg/identity/resources/users/v2');
      expect(r.body).toEqual({ email: expect.any(String), roleIds: ['r1'], expirationInSeconds: 600, provider: 'local' });
    }
    // Replies go out in arrival order, so the second request to arrive is the refused one.
    const refused = (requests[1]?.body as { email: string }).email;
    expect(result).toEqual({ allowed: emails.filter((e) => e !== refused), unallowed: [refused], reasons: { [refused]: 'User already exists' } });
  });

  it('leaves expirationInSeconds out when it is 0 or absent', async () => {
    const requests = await sent(async () => {
      await inviteUsersBulk(h.client(), { emails: ['a@x.co'], roleIds: [], expirationInSeconds: 0 });
      await inviteUsersBulk(h.client(), { emails: ['b@x.co'], roleIds: [] });
    });
    for (const r of requests) expect(r.body).not.toHaveProperty('expirationInSeconds');
  });

  it('reports every e-mail as unallowed when the server refuses all', async () => {
    h.reply({ status: 500, body: 'down' }, { status: 403, body: { errors: ['Not allowed'] } });
    const result = await inviteUsersBulk(h.client({ logLevel: 'silent' }), { emails: ['a@x.co', 'b@x.co'], roleIds: [] });
    expect(result).toMatchObject({ allowed: [], unallowed: ['a@x.co', 'b@x.co'] });
  });

  it('makes no request for an empty list', async () => {
    const requests = await sent(() => inviteUsersBulk(h.client(), { emails: [], roleIds: [] }));
    expect(requests).toHaveLength(0);
  });

  it('rejects when aborted instead of reporting the e-mails as refused', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(inviteUsersBulk(h.client(), { emails: ['a@x.co'], roleIds: [] }, { signal: controller.signal })).rejects.toThrow();
  });
});

describe('add user', () => {
  it.each([
    [0, undefined],
    [undefined, undefined],
    [86400, 86400],
  ])('expirationInSeconds %s is sent as %s', async (given, wire) => {
    const [r] = await sent(() => addUser(h.client(), { email: 'a@x.co', name: 'Ann', roleIds: ['r1'], expirationInSeconds: given }));
    expect((r?.body as Record<string, unknown>).expirationInSeconds).toBe(wire);
    expect((r?.body as Record<string, unknown>).provider).toBe('local');
  });
});

describe('invite link', () => {
  it(`expires after ${INVITE_LINK_EXPIRY_MINUTES} minutes unless told otherwise`, async () => {
    expect(INVITE_LINK_EXPIRY_MINUTES).toBe(43200);
    const [byDefault, custom] = await sent(async () => {
      await createInviteLink(h.client(), { shouldSendEmail: true });
      await createInviteLink(h.client(), { expiresInMinutes: 1440 });
    });
    expect(byDefault?.body).toEqual({ shouldSendEmail: true, expiresInMinutes: 43200 });
    expect(custom?.body).toEqual({ expiresInMinutes: 1440 });
  });

  it('updates with expiresInMinutes and shouldSendEmail only as given', async () => {
    const [r] = await sent(() => updateInviteLink(h.client(), { shouldSendEmail: false }));
    expect(r?.body).toEqual({ shouldSendEmail: false });
  });
});

describe('paging defaults', () => {
  it.each([
    ['sub-account search', () => searchSubTenants(h.client()), { _limit: '50' }],
    ['sub-account search, caller paging', () => searchSubTenants(h.client(), { _limit: 5, _offset: 10 }), { _limit: '5', _offset: '10' }],
    ['sub-tenant users', () => listSubTenantUsers(h.client()), { _limit: '20', _offset: '0', _sortBy: 'name', _order: 'DESC' }],
    [
      'sub-tenant users, caller sort (undefined keeps the default)',
      () => listSubTenantUsers(h.client(), { _sortBy: 'email', _order: 'ASC', _limit: undefined }),
      { _limit: '20', _offset: '0', _sortBy: 'email', _order: 'ASC' },
    ],
    ['team members', () => getTeamMembers(h.client()), { pageOffset: '0', pageSize: '20' }],
    ['team members, second page', () => getTeamMembers(h.client(), { pageOffset: 1 }), { pageOffset: '1', pageSize: '20' }],
  ] as const)('%s', async (_name, run, query) => {
    const [r] = await sent(run);
    expect(r?.query).toEqual(query);
  });
});

describe('sub-account users', () => {
  it('are added without sub-account access unless asked', async () => {
    const [r] = await sent(() => addUserToSubTenants(h.client(), { email: 'a@x.co', subTenants: [{ tenantId: 't1' }] }));
    expect((r?.body as Record<string, unknown>).allowSubAccountAccess).toBe(false);
  });
});

describe('team member update', () => {
  it('sends an empty-string role id when every role is removed', async () => {
    const [r] = await sent(() => updateTeamMember(h.client(), 'u1', { roleIds: [] }));
    expect(r?.body).toEqual({ roleIds: [''] });
  });

  it('leaves roleIds alone when not given', async () => {
    const [r] = await sent(() => updateTeamMember(h.client(), 'u1', { name: 'Ann' }));
    expect(r?.body).toEqual({ name: 'Ann' });
  });
});
