import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { ERROR, GROUP, newConnection, PATCH_OP, scimClient, USER, type ScimRes } from '../test/scim-kit';

// SCIM 2.0 Users and Groups over HTTP: the RFC's own example requests, filters and paging, an Okta-style and an Azure-style
// sequence, disabling that really stops login and refresh, deprovisioning, and errors in the SCIM error schema.

let t: TestServer;
let admin = '';
let conn = { id: '', token: '' };
let scim: ReturnType<typeof scimClient>;

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  conn = await newConnection(t, admin);
  scim = scimClient(t, conn.token);
});
afterAll(async () => t?.close());

const expectScimError = (res: ScimRes, status: number, scimType?: string) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/scim+json');
  expect(res.data).toMatchObject({ schemas: [ERROR], status: String(status), ...(scimType ? { scimType } : {}) });
  expect(typeof res.data.detail).toBe('string');
};
const usersList = async () => (await t.browser().fetch('/identity/resources/users/v2?_limit=100', { token: admin })).data.items as
  { id: string; email: string; provider: string; managedBy: string; isDisabled: boolean }[];

describe('discovery (RFC 7643 §5–7)', () => {
  it('answers ServiceProviderConfig, Schemas and ResourceTypes', async () => {
    const spc = await scim('GET', '/ServiceProviderConfig');
    expect(spc.data).toMatchObject({ patch: { supported: true }, filter: { supported: true, maxResults: 200 }, bulk: { supported: false } });
    expect(spc.headers.get('content-type')).toContain('application/scim+json');
    const schemas = await scim('GET', '/Schemas');
    expect(schemas.data.Resources.map((s: { id: string }) => s.id)).toEqual([USER, 'urn:ietf:params:scim:schemas:core:2.0:Group']);
    expect((await scim('GET', `/Schemas/${USER}`)).data.attributes.map((a: { name: string }) => a.name)).toContain('userName');
    expect((await scim('GET', '/ResourceTypes')).data.Resources.map((r: { endpoint: string }) => r.endpoint)).toEqual(['/Users', '/Groups']);
    expect((await scim('GET', '/ResourceTypes/Group')).data.schema).toBe('urn:ietf:params:scim:schemas:core:2.0:Group');
  });
});

describe('the RFC example requests', () => {
  it('creates the minimal user of RFC 7643 §8.1 (201, Location, provider scim2 in the users table)', async () => {
    const res = await scim('POST', '/Users', { schemas: [USER], userName: 'bjensen@example.com' });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(res.data.meta.location);
    expect(res.data).toMatchObject({ schemas: [USER], userName: 'bjensen@example.com', active: true, emails: [{ value: 'bjensen@example.com', primary: true }],
      meta: { resourceType: 'User' } });
    expect((await scim('GET', `/Users/${res.data.id}`)).data).toEqual(res.data);
    expect((await usersList()).find((u) => u.id === res.data.id)).toMatchObject({ provider: 'scim2', managedBy: 'scim2', isDisabled: false });
  });

  it('refuses the RFC 7644 §3.3 example (no e-mail anywhere) with a clear 400; with a work e-mail it is created', async () => {
    const example = { schemas: [USER], userName: 'bjensen', externalId: 'bjensen', name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara' } };
    const refused = await scim('POST', '/Users', example);
    expectScimError(refused, 400, 'invalidValue');
    expect(refused.data.detail).toBe('A user needs an e-mail address: emails[].value or an e-mail userName');
    const res = await scim('POST', '/Users', { ...example, emails: [{ value: 'barbara@example.com', type: 'work', primary: true }] });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ userName: 'bjensen', externalId: 'bjensen', displayName: 'Ms. Barbara J Jensen III', name: { givenName: 'Barbara', familyName: 'Jensen' } });
  });

  it('applies the RFC 7644 §3.5.2.3 replace without a path, and refuses a body without the PatchOp schema', async () => {
    const { data } = await scim('POST', '/Users', { schemas: [USER], userName: 'babs@example.com' });
    const res = await scim('PATCH', `/Users/${data.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace',
      value: { emails: [{ value: 'babs.jensen@example.com', type: 'work', primary: true }], nickName: 'Babs' } }] });
    expect(res.data.emails[0].value).toBe('babs.jensen@example.com');
    expectScimError(await scim('PATCH', `/Users/${data.id}`, { Operations: [{ op: 'replace', value: { active: false } }] }), 400, 'invalidSyntax');
  });
});

describe('filters and paging (RFC 7644 §3.4.2)', () => {
  beforeAll(async () => {
    for (const [i, n] of ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'].entries()) {
      const [given, family] = n.split(' ');
      await scim('POST', '/Users', { schemas: [USER], userName: `f${i}.${family!.toLowerCase()}@filter.test`, externalId: `ext-${i}`, displayName: n,
        name: { givenName: given, familyName: family }, emails: [{ value: `f${i}.${family!.toLowerCase()}@filter.test`, type: 'work', primary: true }] });
    }
  });
  const find = async (filter: string) => ((await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`)).data.Resources as { displayName: string }[]).map((u) => u.displayName);

  it('supports eq, co, sw and `and` on userName, emails, externalId and displayName (case-insensitive where RFC 7643 says)', async () => {
    expect(await find('userName eq "F1.TURING@filter.test"')).toEqual(['Alan Turing']);
    expect(await find('emails co "hopper@filter"')).toEqual(['Grace Hopper']);
    expect(await find('emails.value sw "f0."')).toEqual(['Ada Lovelace']);
    expect(await find('externalId eq "ext-2"')).toEqual(['Grace Hopper']);
    expect(await find('externalId eq "EXT-2"')).toEqual([]);
    expect(await find('displayName sw "A" and userName co "filter.test"')).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(await find('emails[type eq "work" and value co "@filter.test"] and name.familyName eq "turing"')).toEqual(['Alan Turing']);
    expect(await find('displayName eq "Nobody"')).toEqual([]);
  });

  it('pages with startIndex and count; a bad filter is invalidFilter', async () => {
    const f = encodeURIComponent('userName co "@filter.test"');
    const page = (await scim('GET', `/Users?filter=${f}&startIndex=2&count=1`)).data;
    expect(page).toMatchObject({ totalResults: 3, startIndex: 2, itemsPerPage: 1 });
    expect(page.Resources[0].displayName).toBe('Alan Turing');
    expect((await scim('GET', `/Users?filter=${f}&count=0`)).data).toMatchObject({ totalResults: 3, itemsPerPage: 0, Resources: [] });
    expectScimError(await scim('GET', `/Users?filter=${encodeURIComponent('userName eq')}`), 400, 'invalidFilter');
  });
});

describe('an Okta-style sequence', () => {
  it('creates, disables (login and refresh refused), re-enables, updates by PUT and deletes a user', async () => {
    const body = { schemas: [USER], userName: 'okta.user@acme-idp.test', name: { givenName: 'Okta', familyName: 'User' },
      emails: [{ primary: true, value: 'okta.user@acme-idp.test', type: 'work' }], displayName: 'Okta User', locale: 'en-US', externalId: '00u1', groups: [], active: true };
    const found = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "okta.user@acme-idp.test"')}&startIndex=1&count=100`);
    expect(found.data).toMatchObject({ totalResults: 0, Resources: [] });
    const created = await scim('POST', '/Users', body);
    expect(created.status).toBe(201);
    const id = created.data.id as string;
    // A password lets the test log in as the provisioned user (SCIM users normally sign in through SSO).
    await t.db.updateTable('users').set({ password_hash: await t.deps.hasher.hash('Scim-pass-1') }).where('id', '=', id).execute();
    const session = await t.login('okta.user@acme-idp.test', 'Scim-pass-1');

    const off = await scim('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] });
    expect(off.data.active).toBe(false);
    expect((await usersList()).find((u) => u.id === id)?.isDisabled).toBe(true);
    const login = await t.browser().fetch('/identity/resources/auth/v1/user', { json: { email: 'okta.user@acme-idp.test', password: 'Scim-pass-1' } });
    expect(login.status).toBe(401);
    expect(login.data.errors).toEqual(['User is disabled']);
    expect((await session.browser.fetch('/identity/resources/auth/v1/user/token/refresh', { json: {} })).status).toBe(401);

    const on = await scim('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: true } }] });
    expect(on.data.active).toBe(true);
    expect((await t.login('okta.user@acme-idp.test', 'Scim-pass-1')).accessToken).toBeTruthy();

    const put = await scim('PUT', `/Users/${id}`, { ...body, id, name: { givenName: 'Okta', familyName: 'Renamed' }, displayName: 'Okta Renamed' });
    expect(put.data).toMatchObject({ displayName: 'Okta Renamed', name: { familyName: 'Renamed' }, active: true });
    const rows = await t.db.selectFrom('audits').select(['action', 'json']).execute();
    const actions = rows.filter((a) => (a.json as { userId?: string }).userId === id).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['User provisioned', 'User disabled', 'User enabled', 'User updated']));

    expect((await scim('DELETE', `/Users/${id}`)).status).toBe(204);
    expectScimError(await scim('GET', `/Users/${id}`), 404);
    expect((await usersList()).some((u) => u.id === id)).toBe(false);
  });
});

describe('an Azure-style sequence', () => {
  it('accepts capitalised ops, string booleans and attribute paths', async () => {
    const { data } = await scim('POST', '/Users', { schemas: [USER, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'], externalId: 'aad-1',
      userName: 'aad.user@contoso.test', active: true, displayName: 'AAD User', emails: [{ primary: true, type: 'work', value: 'aad.user@contoso.test' }],
      name: { formatted: 'AAD User', familyName: 'User', givenName: 'AAD' } });
    const res = await scim('PATCH', `/Users/${data.id}`, { schemas: [PATCH_OP], Operations: [
      { op: 'Replace', path: 'active', value: 'False' },
      { op: 'Replace', path: 'emails[type eq "work"].value', value: 'aad.renamed@contoso.test' },
      { op: 'Replace', path: 'name.givenName', value: 'Azure' },
      { op: 'Add', path: 'title', value: 'Engineer' },
      { op: 'Remove', path: 'externalId' },
    ] });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ active: false, emails: [{ value: 'aad.renamed@contoso.test' }], name: { givenName: 'Azure' } });
    expect(res.data).not.toHaveProperty('externalId');
    expectScimError(await scim('PATCH', `/Users/${data.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Remove', path: 'userName' }] }), 400, 'mutability');
  });
});

describe('conflicts and errors', () => {
  it('refuses a taken userName and a member the tenant already has outside SCIM (409 uniqueness)', async () => {
    await scim('POST', '/Users', { schemas: [USER], userName: 'dup@example.com' });
    expectScimError(await scim('POST', '/Users', { schemas: [USER], userName: 'DUP@example.com' }), 409, 'uniqueness');
    expectScimError(await scim('POST', '/Users', { schemas: [USER], userName: DEMO_ADMIN }), 409, 'uniqueness');
  });

  it('answers 401 without or with a wrong token, 404 for unknown ids, 400 for a bad body — all in the SCIM error schema', async () => {
    const none = await scim('GET', '/Users', undefined, '');
    expectScimError(none, 401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expectScimError(await scim('GET', '/Users', undefined, 'portico_scim_wrong'), 401);
    expectScimError(await scim('GET', `/Users/${crypto.randomUUID()}`), 404);
    expectScimError(await scim('GET', '/Users/not-a-uuid'), 404);
    expectScimError(await scim('POST', '/Users', '{"userName": '), 400, 'invalidSyntax');
    expectScimError(await scim('POST', '/Users', { schemas: [USER] }), 400, 'invalidValue');
  });
});

describe('Groups (RFC 7643 §4.2, RFC 7644 §3.5.2)', () => {
  const newUser = async (userName: string) => (await scim('POST', '/Users', { schemas: [USER], userName })).data.id as string;
  const groupsDomain = async (id: string) => (await t.browser().fetch(`/identity/resources/groups/v1/${id}?_groupsRelations=users`, { token: admin })).data;

  it('creates the RFC 7643 §8.4 group, patches membership (add, remove by filter, remove by value), renames and deletes it', async () => {
    const babs = await newUser('babs@tour.test');
    const mandy = await newUser('mandy@tour.test');
    const created = await scim('POST', '/Groups', { schemas: [GROUP], displayName: 'Tour Guides', externalId: 'tg-1', members: [{ value: babs, display: 'Babs Jensen' }] });
    expect(created.status).toBe(201);
    const id = created.data.id as string;
    expect(created.data).toMatchObject({ displayName: 'Tour Guides', externalId: 'tg-1', members: [{ value: babs, display: 'babs@tour.test' }], meta: { resourceType: 'Group' } });
    expect(await groupsDomain(id)).toMatchObject({ name: 'Tour Guides', managedBy: 'scim2', users: [{ id: babs }] });

    const added = await scim('PATCH', `/Groups/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'add', path: 'members',
      value: [{ display: 'Mandy Pepperidge', $ref: `${t.base}/scim/v2/Users/${mandy}`, value: mandy }] }] });
    expect(added.data.members.map((m: { value: string }) => m.value).sort()).toEqual([babs, mandy].sort());
    const removed = await scim('PATCH', `/Groups/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'remove', path: `members[value eq "${babs}"]` }] });
    expect(removed.data.members.map((m: { value: string }) => m.value)).toEqual([mandy]);
    // Azure AD removes with a value list and renames with a path.
    const azure = await scim('PATCH', `/Groups/${id}`, { schemas: [PATCH_OP], Operations: [
      { op: 'Remove', path: 'members', value: [{ value: mandy }] }, { op: 'Replace', path: 'displayName', value: 'Guides' }] });
    expect(azure.data).toMatchObject({ displayName: 'Guides', members: [] });
    const actions = await t.db.selectFrom('audits').select('json').where('action', '=', 'Group updated').execute();
    expect(actions.some((a) => JSON.stringify(a.json).includes(mandy))).toBe(true);

    expect((await scim('GET', `/Groups?filter=${encodeURIComponent('displayName eq "guides"')}`)).data.totalResults).toBe(1);
    const put = await scim('PUT', `/Groups/${id}`, { schemas: [GROUP], displayName: 'Guides', members: [{ value: babs }, { value: mandy }] });
    expect(put.data.members).toHaveLength(2);
    expect((await scim('DELETE', `/Groups/${id}`)).status).toBe(204);
    expectScimError(await scim('GET', `/Groups/${id}`), 404);
  });

  it('refuses unknown members, a taken name and a group without displayName', async () => {
    expectScimError(await scim('POST', '/Groups', { schemas: [GROUP], displayName: 'X', members: [{ value: crypto.randomUUID() }] }), 400, 'invalidValue');
    await scim('POST', '/Groups', { schemas: [GROUP], displayName: 'Taken' });
    expectScimError(await scim('POST', '/Groups', { schemas: [GROUP], displayName: 'Taken' }), 409, 'uniqueness');
    expectScimError(await scim('POST', '/Groups', { schemas: [GROUP] }), 400, 'invalidValue');
  });
});
