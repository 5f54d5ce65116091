import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startServer, type TestServer } from '../test/fixture';
import { ID, newTenantAdmin, refresh } from '../test/users-admin';
import { RESTRICTION_MSG } from './service';

// IP restrictions over HTTP: the calls, then enforcement at login, refresh and every authenticated call.
// The test server listens on 127.0.0.1, so every request here comes from 127.0.0.1.

let t: TestServer;
const IP = `${ID}/configurations/v1/restrictions/ip`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON, each assertion states its shape
const call = (token: string, method: string, path: string, json?: unknown): Promise<{ status: number; data: any }> =>
  t.browser().fetch(`${IP}${path}`, { method, token, ...(json !== undefined ? { json } : {}) });
const audits = async (action: string, tenantId?: string) => {
  let q = t.db.selectFrom('audits').select(['description', 'ip', 'tenant_id']).where('action', '=', action);
  if (tenantId) q = q.where('tenant_id', '=', tenantId);
  return q.execute();
};
/** Turns a tenant's IP restrictions off behind the API (the locked-out admin cannot). */
const unlock = (tenantId: string) => t.db.updateTable('ip_restriction_configs').set({ is_active: false }).where('tenant_id', '=', tenantId).execute();

beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

describe('IP restriction calls', () => {
  it('create (201) / upsert by address (200) / page 4 by 4 newest first / filter / delete, canonical addresses, audited', async () => {
    const { accessToken: tk, tenantId } = await newTenantAdmin(t, 'owner@ipcalls.test', 'IpCalls');
    const made = [];
    for (const ip of ['10.0.0.0/8', '2001:0DB8::/32', '192.168.1.7', '::1', '172.16.0.0/12']) {
      const res = await call(tk, 'POST', '', { ip, strategy: ip === '::1' ? 'BLOCK' : 'ALLOW', isActive: true, description: `d ${ip}` });
      expect(res.status).toBe(201);
      made.push(res.data);
    }
    expect(made[1]).toMatchObject({ ip: '2001:db8::/32', strategy: 'ALLOW', isActive: true, description: 'd 2001:0DB8::/32' });
    expect(typeof made[1].createdAt).toBe('string');
    const again = await call(tk, 'POST', '', { ip: '10.0.0.0/8', strategy: 'ALLOW', isActive: false, description: 'office' });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ id: made[0].id, isActive: false, description: 'office' });

    const p1 = await call(tk, 'GET', '?_limit=4&_offset=0');
    expect(p1.data._metadata).toEqual({ totalItems: 5, totalPages: 2 });
    expect(p1.data.items.map((i: { ip: string }) => i.ip)).toEqual(['172.16.0.0/12', '::1', '192.168.1.7', '2001:db8::/32']);
    expect((await call(tk, 'GET', '?_limit=4&_offset=4')).data.items.map((i: { ip: string }) => i.ip)).toEqual(['10.0.0.0/8']);
    const allow = await call(tk, 'GET', '?_filter=ALLOW');
    expect(allow.data._metadata.totalItems).toBe(4);
    expect((await call(tk, 'GET', '?_filter=BLOCK')).data.items.map((i: { ip: string }) => i.ip)).toEqual(['::1']);

    expect((await call(tk, 'DELETE', `/${made[3].id}`)).status).toBe(200);
    expect((await call(tk, 'DELETE', `/${made[3].id}`)).status).toBe(404);
    expect((await call(tk, 'GET', '')).data._metadata.totalItems).toBe(4);
    expect((await audits('IP restriction added', tenantId)).length).toBe(5);
    expect((await audits('IP restriction updated', tenantId)).length).toBe(1);
    expect((await audits('IP restriction deleted', tenantId)).map((a) => a.description)).toEqual(['BLOCK ::1 removed']);
  });

  it('bulk saves all or nothing; bad input is refused with the field named and nothing is written', async () => {
    const { accessToken: tk } = await newTenantAdmin(t, 'owner@ipbulk.test', 'IpBulk');
    const bulk = await call(tk, 'POST', '/bulk', { ips: [{ ip: '1.1.1.1', strategy: 'BLOCK', isActive: true }, { ip: '2.2.2.0/24', strategy: 'BLOCK', isActive: false }] });
    expect(bulk.status).toBe(201);
    expect(bulk.data.map((i: { ip: string }) => i.ip)).toEqual(['1.1.1.1', '2.2.2.0/24']);
    for (const bad of [{ ips: [] }, { ips: [{ ip: '999.1.1.1', strategy: 'BLOCK', isActive: true }] }, { ips: [{ ip: '3.3.3.3', strategy: 'BLOCK', isActive: true }, { ip: '3.3.3.3', strategy: 'ALLOW', isActive: true }] }]) {
      expect((await call(tk, 'POST', '/bulk', bad)).status).toBe(400);
    }
    const one = await call(tk, 'POST', '', { ip: '10.0.0.0/33', strategy: 'ALLOW', isActive: true });
    expect(one.status).toBe(400);
    expect(one.data.errors[0]).toMatch(/^ip: /);
    // The strategy's letter case does not matter (the published client's reading); an unknown one is refused.
    expect((await call(tk, 'POST', '', { ip: '1.2.3.4', strategy: 'permit', isActive: true })).status).toBe(400);
    expect((await call(tk, 'GET', '')).data._metadata.totalItems).toBe(2);
    expect((await call(tk, 'DELETE', '/not-a-uuid')).status).toBe(404);
  });

  it('config defaults to inactive ALLOW, saves, and is audited', async () => {
    const { accessToken: tk, tenantId } = await newTenantAdmin(t, 'owner@ipconfig.test', 'IpConfig');
    expect((await call(tk, 'GET', '/config')).data).toEqual({ isActive: false, strategy: 'ALLOW' });
    expect((await call(tk, 'POST', '/config', { isActive: false, strategy: 'BLOCK' })).data).toEqual({ isActive: false, strategy: 'BLOCK' });
    expect((await call(tk, 'GET', '/config')).data).toEqual({ isActive: false, strategy: 'BLOCK' });
    expect((await call(tk, 'POST', '/config', { isActive: true })).status).toBe(400);
    expect((await audits('IP restrictions config updated', tenantId)).length).toBe(1);
  });
});

describe('lock-out checks and "add my current IP"', () => {
  it('verify (not on the block list) and verify/allow (on the allow list) judge the caller before a change is saved', async () => {
    const { accessToken: tk } = await newTenantAdmin(t, 'owner@ipverify.test', 'IpVerify');
    expect((await call(tk, 'POST', '/verify')).data).toEqual({ valid: true });
    expect((await call(tk, 'POST', '/verify/allow')).data).toEqual({ valid: false });
    // My IP: an active allow entry of the caller's address, then the config on: the caller keeps access.
    const mine = await call(tk, 'POST', '', { ip: '127.0.0.1', strategy: 'ALLOW', isActive: true, description: 'My IP' });
    expect(mine.status).toBe(201);
    expect((await call(tk, 'POST', '/verify/allow')).data).toEqual({ valid: true });
    expect((await call(tk, 'POST', '/config', { isActive: true, strategy: 'ALLOW' })).status).toBe(200);
    expect((await call(tk, 'GET', '')).status).toBe(200);
    // A block entry covering the caller: verify tells before BLOCK mode is switched on.
    await call(tk, 'POST', '', { ip: '127.0.0.0/8', strategy: 'BLOCK', isActive: true });
    expect((await call(tk, 'POST', '/verify')).data).toEqual({ valid: false });
    expect((await call(tk, 'POST', '/verify/allow')).data).toEqual({ valid: true });
  });
});

describe('enforcement', () => {
  it('BLOCK mode covering the caller: every call, login and refresh refused with the message, another tenant unaffected', async () => {
    const owner = await newTenantAdmin(t, 'owner@ipblock.test', 'IpBlock');
    const other = await t.login(DEMO_ADMIN);
    await call(owner.accessToken, 'POST', '', { ip: '127.0.0.1/32', strategy: 'BLOCK', isActive: true, description: 'office' });
    expect((await call(owner.accessToken, 'POST', '/config', { isActive: true, strategy: 'BLOCK' })).status).toBe(200);

    const api = await t.browser().fetch(`${ID}/users/v2/me`, { token: owner.accessToken });
    expect(api.status).toBe(403);
    expect(api.data.errors).toEqual([RESTRICTION_MSG.ipBlocked]);
    expect((await call(owner.accessToken, 'GET', '')).status).toBe(403);
    const ref = await refresh(owner.browser);
    expect(ref.status).toBe(403);
    expect(ref.data.errors).toEqual([RESTRICTION_MSG.ipBlocked]);
    const refused = await t.login('owner@ipblock.test').catch((e: Error) => e.message);
    expect(refused).toContain('login failed 403');
    expect(refused).toContain(RESTRICTION_MSG.ipBlocked);
    const rows = await audits('Login refused', owner.tenantId);
    expect(rows[0]).toMatchObject({ description: 'Login refused: IP address is restricted' });
    expect(rows[0]!.ip).toMatch(/127\.0\.0\.1$/);

    expect((await t.browser().fetch(`${ID}/users/v2/me`, { token: other.accessToken })).status).toBe(200);
    // The refused refresh left the cookie usable: once unlocked, it still refreshes.
    await unlock(owner.tenantId);
    expect((await refresh(owner.browser)).status).toBe(200);
    expect((await t.browser().fetch(`${ID}/users/v2/me`, { token: owner.accessToken })).status).toBe(200);
  });

  it('ALLOW mode: an address off the allow list is refused, inactive entries and IPv6 ranges do not let 127.0.0.1 in', async () => {
    const owner = await newTenantAdmin(t, 'owner@ipallow.test', 'IpAllow');
    await call(owner.accessToken, 'POST', '/bulk', { ips: [
      { ip: '10.0.0.0/8', strategy: 'ALLOW', isActive: true }, { ip: '::1/128', strategy: 'ALLOW', isActive: true },
      { ip: '127.0.0.1', strategy: 'ALLOW', isActive: false }, { ip: '127.0.0.1/8', strategy: 'BLOCK', isActive: false },
    ] });
    expect((await call(owner.accessToken, 'POST', '/verify/allow')).data).toEqual({ valid: false });
    await call(owner.accessToken, 'POST', '/config', { isActive: true, strategy: 'ALLOW' });
    expect((await t.browser().fetch(`${ID}/users/v2/me`, { token: owner.accessToken })).status).toBe(403);
    expect((await t.login('owner@ipallow.test').catch((e: Error) => e.message))).toContain('403');
    // The entry made active (from behind the API): the same address passes again.
    await t.db.updateTable('ip_restrictions').set({ is_active: true }).where('ip', '=', '127.0.0.1').execute();
    expect((await t.browser().fetch(`${ID}/users/v2/me`, { token: owner.accessToken })).status).toBe(200);
    expect((await t.login('owner@ipallow.test')).accessToken).toBeTruthy();
  });

  it('the OAuth refresh grant is refused the same way', async () => {
    const owner = await newTenantAdmin(t, 'owner@ipoauth.test', 'IpOauth');
    await call(owner.accessToken, 'POST', '', { ip: '127.0.0.1', strategy: 'BLOCK', isActive: true });
    await call(owner.accessToken, 'POST', '/config', { isActive: true, strategy: 'BLOCK' });
    const res = await owner.browser.fetch('/oauth/token', { json: { grant_type: 'refresh_token' } });
    expect(res.status).toBe(403);
    expect(res.data).toEqual({ error: 'access_denied', error_description: RESTRICTION_MSG.ipBlocked });
  });
});
