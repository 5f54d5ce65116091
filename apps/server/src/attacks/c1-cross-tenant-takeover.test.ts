import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConnection, scimClient, USER } from '../test/scim-kit';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { claimsOf, ID, newTenantAdmin, userIdOf } from '../test/users-admin';
import { codeFlow, impersonate } from '../test/attack-kit';

// C1: a new tenant "Evil" attached Acme's admin through SCIM, impersonated them, escaped the impersonation through the
// OAuth code flow and took a token in Acme with Admin. Each step is refused on its own; the chain is played whole.

let t: TestServer;
let acmeAdminId = '';
let acme = '';
beforeAll(async () => {
  t = await startServer();
  acmeAdminId = await userIdOf(t, DEMO_ADMIN);
  acme = claimsOf((await t.login(DEMO_ADMIN)).accessToken).tenantId;
});
afterAll(async () => t?.close());

describe('C1: another tenant becomes Admin of Acme by knowing an e-mail', () => {
  it('SCIM of another tenant cannot attach an existing account; the chain ends with no token in Acme', async () => {
    const evil = await newTenantAdmin(t, 'owner@evil.test', 'Evil');
    const scim = scimClient(t, (await newConnection(t, evil.accessToken)).token);
    const attach = await scim('POST', '/Users', { schemas: [USER], userName: DEMO_ADMIN, emails: [{ value: DEMO_ADMIN }] });
    // The account is not Evil's to provision: refused, and Acme's admin is no member of Evil afterwards.
    expect(attach.status).toBe(409);
    const rows = await t.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', acmeAdminId).where('tenant_id', '=', evil.tenantId).execute();
    expect(rows).toEqual([]);

    // Even with the membership forced in (as the old code made it), every later step refuses.
    await t.db.insertInto('user_tenants').values({ user_id: acmeAdminId, tenant_id: evil.tenantId, activated: true, is_default: false }).execute();
    const imp = await impersonate(evil.browser, evil.accessToken, acmeAdminId);
    expect(imp.status).toBe(200);
    const flow = await codeFlow(evil.browser);
    expect(flow.token?.status).toBe(200);
    const child = flow.token!.data.access_token as string;
    expect(claimsOf(child).act?.sub).toBe(evil.userId);
    expect((await evil.browser.fetch(`${ID}/users/v3/me/token`, { json: { tenantId: acme }, token: child })).status).toBe(403);
    const inAcme = await evil.browser.fetch(`${ID}/users/v3/me/token`, { json: { tenantId: acme }, token: imp.data.accessToken });
    expect(inAcme.status).toBe(403);
  });
});
