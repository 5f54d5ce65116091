import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newConnection, scimClient, USER } from '../test/scim-kit';
import { backgroundSettled } from '../http/background';
import { DEMO_PASSWORD, lastMail, linkParams, startServer, type TestServer } from '../test/fixture';
import { freshTenant, type PromiseCtx } from '../test/promises';
import { ID } from '../test/users-admin';
import { EVENT_CATALOGUE } from './catalogue';

// Each event kind is emitted on every path that does what it names, not only on the one the generated check
// (promises-kept.test.ts) walks: a webhook subscribed to every kind shows, through the outbox, what each action emitted.
let t: TestServer;
let a: PromiseCtx;
beforeAll(async () => {
  t = await startServer();
  a = await freshTenant(t, 'Emitters');
  await t.db.updateTable('user_tenants').set({ allow_sub_account_access: true }).where('tenant_id', '=', a.tenantId).execute();
});
afterAll(async () => t?.close());

const ALL = EVENT_CATALOGUE.map((e) => e.key);
const short = (key: string) => key.replace('frontegg.user.', '');
const subscribe = async (c: PromiseCtx) =>
  expect((await c.call('/webhook/custom', { json: { displayName: 'All', url: 'https://hooks.example.test/all', eventKeys: ALL } })).status).toBe(201);
/** The events queued in the tenant since the last look (outbox rows, oldest first), as short names. */
async function emitted(tenantId: string): Promise<string[]> {
  await backgroundSettled();
  const rows = await t.db.deleteFrom('connectivity_deliveries').where('tenant_id', '=', tenantId).returning(['event_key', 'created_at']).execute();
  return rows.sort((x, y) => x.created_at.getTime() - y.created_at.getTime()).map((r) => short(r.event_key));
}
const mail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 6)}@emitters.test`;

beforeAll(async () => subscribe(a));
beforeEach(async () => {
  await emitted(a.tenantId);
});

describe('membership events on every path', () => {
  it('an existing account invited: "invited" only; accepting the mailed invitation: "activated"', async () => {
    const other = await freshTenant(t, 'Elsewhere');
    await emitted(a.tenantId);
    expect((await a.call(`${ID}/users/v2`, { json: { email: other.email, name: 'Other', roleIds: [] } })).status).toBe(201);
    expect(await emitted(a.tenantId)).toEqual(['invitedToTenant']);
    const link = linkParams((await lastMail(t, other.email)).links[0]!);
    expect((await t.browser().fetch(`${ID}/users/v1/invitation/accept`, { json: link })).status).toBe(200);
    expect(await emitted(a.tenantId)).toEqual(['activated']);
  });

  it('a new address invited: "created" and "invited"; its activation: "activated" (and its sign-in)', async () => {
    const email = mail('new');
    expect((await a.call(`${ID}/users/v2`, { json: { email, name: 'New', roleIds: [] } })).status).toBe(201);
    expect(await emitted(a.tenantId)).toEqual(['created', 'invitedToTenant']);
    expect((await t.browser().fetch(`${ID}/users/v1/activate`, { json: { ...linkParams((await lastMail(t, email)).links[0]!), password: DEMO_PASSWORD } })).status).toBe(200);
    expect(await emitted(a.tenantId)).toEqual(['activated', 'authenticated']);
  });

  it('sub-account users: added ("created", "invited"), roles changed, removed, each in the sub-account', async () => {
    const branch = (await a.call('/tenants/resources/sub-tenants/v1', { json: { name: 'Branch' } })).data.tenantId as string;
    await t.db.insertInto('webhooks').values({ id: crypto.randomUUID(), tenant_id: branch, display_name: 'Branch', description: null, url: 'https://hooks.example.test/branch',
      secret: 's', event_keys: JSON.stringify(ALL), is_active: true, created_at: new Date(), updated_at: new Date() }).execute();
    const added = await a.call(`${ID}/sub-tenants/users/v1`, { json: { email: mail('sub'), name: 'Sub', subTenants: [{ tenantId: branch, roleIds: [] }] } });
    expect(added.status).toBe(201);
    expect(await emitted(branch)).toEqual(['created', 'invitedToTenant']);
    const roles = (await a.call(`${ID}/roles/v1`)).data as { id: string; key: string }[];
    const readOnly = roles.find((r) => r.key === 'ReadOnly')!.id;
    expect((await a.call(`${ID}/sub-tenants/users/v1/${added.data.id}/roles`, { method: 'PATCH', json: { subTenantsRoles: [{ tenantId: branch, roleIds: [readOnly] }] } })).status).toBe(200);
    expect((await a.call(`${ID}/sub-tenants/users/v1/${added.data.id}/roles`, { method: 'DELETE', json: { subTenantsRoles: [{ tenantId: branch, roleIds: [readOnly] }] } })).status).toBe(200);
    expect(await emitted(branch)).toEqual(['rolesChanged', 'rolesChanged']);
    expect((await a.call(`${ID}/sub-tenants/users/v1/${added.data.id}`, { method: 'DELETE', json: { subTenants: [{ tenantId: branch }] } })).status).toBe(200);
    expect(await emitted(branch)).toEqual(['deleted']);
    expect(await emitted(a.tenantId)).toEqual([]);
  });

  it('SCIM: provisioning "created", deprovisioning "deleted"', async () => {
    const scim = scimClient(t, (await newConnection(t, (await t.login(a.email)).accessToken)).token);
    await emitted(a.tenantId);
    const email = mail('scim');
    const made = await scim('POST', '/Users', { schemas: [USER], userName: email, emails: [{ value: email, primary: true }], active: true });
    expect(made.status).toBe(201);
    expect(await emitted(a.tenantId)).toEqual(['created']);
    expect((await scim('DELETE', `/Users/${made.data.id}`)).status).toBe(204);
    expect(await emitted(a.tenantId)).toEqual(['deleted']);
  });

  it('the invite link: a new person signing up with it is "created" in the link\'s account', async () => {
    const link = await a.call(`${ID}/tenants/invites/v1/user`, { json: {} });
    expect(link.status).toBe(201);
    await emitted(a.tenantId);
    const up = await t.browser().fetch(`${ID}/users/v1/signUp`, { json: { email: mail('link'), name: 'Joiner', password: DEMO_PASSWORD, invitationToken: link.data.token } });
    expect(up.status).toBe(200);
    expect(await emitted(a.tenantId)).toEqual(['created']);
  });
});

describe('sign-in failures', () => {
  it('a wrong password, and a sign-in refused because the account is locked, each emit "failedAuthentication" once', async () => {
    const wrong = () => t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: a.email, password: 'Wrong-password-1' } });
    await a.call(`${ID}/configurations/v1/lockout-policy`, { json: { enabled: true, maxAttempts: 2 } });
    for (let i = 0; i < 3; i++) expect((await wrong()).status).toBe(401);
    expect(await emitted(a.tenantId)).toEqual(['failedAuthentication', 'failedAuthentication', 'failedAuthentication']);
    await t.db.updateTable('users').set({ failed_login_attempts: 0 }).where('email', '=', a.email).execute();
  });

  it('a wrong passwordless code emits "failedAuthentication"', async () => {
    await t.deps.vendor.update({ activeAuthStrategies: ['EmailAndPassword', 'Code'] });
    const P = `${ID}/auth/v1/passwordless`;
    expect((await t.browser().fetch(`${P}/Code/prelogin`, { json: { email: a.email } })).status).toBe(200);
    const code = (await lastMail(t, a.email)).codes[0]!;
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await t.browser().fetch(`${P}/Code/postlogin`, { json: { token: wrongCode, email: a.email } })).status).toBe(400);
    expect(await emitted(a.tenantId)).toEqual(['failedAuthentication']);
  });
});
