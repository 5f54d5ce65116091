import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSettingsResponseSchema, publicAccountSettingsResponseSchema } from '@portico/rest-api/schemas';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';
import { claimsOf } from '../test/users-admin';

const SETTINGS = '/tenants/resources/account-settings/v1';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
let t: TestServer;
let admin = '';
let member = '';
let tenantId = '';

beforeAll(async () => {
  t = await startServer();
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  member = (await t.login(DEMO_MEMBER)).accessToken;
  tenantId = claimsOf(admin).tenantId;
});
afterAll(async () => t?.close());

describe('account settings', () => {
  it('reads defaults, saves every field, and reads them back', async () => {
    const first = await t.browser().fetch(SETTINGS, { token: admin });
    expect(first.status).toBe(200);
    expect(accountSettingsResponseSchema.parse(first.data)).toMatchObject({ tenantId, companyName: 'Acme', currency: 'USD', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' });
    const body = { companyName: 'Acme Corp', address: '1 Main St', website: 'https://acme.test', timezone: 'Europe/London', currency: 'EUR',
      dateFormat: 'YYYY-MM-DD', timeFormat: 'hh:mm A', logo: PNG };
    const put = await t.browser().fetch(SETTINGS, { method: 'PUT', json: body, token: admin });
    expect(put.status).toBe(200);
    expect(accountSettingsResponseSchema.parse(put.data)).toEqual({ id: tenantId, tenantId, ...body });
    expect((await t.browser().fetch(SETTINGS, { token: admin })).data).toEqual(put.data);
    expect((await t.db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirstOrThrow()).name).toBe('Acme Corp');
    const audit = await t.db.selectFrom('audits').select('json').where('action', '=', 'Account settings updated').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('base64');
    // An empty string clears an optional field; the rest stays.
    const cleared = await t.browser().fetch(SETTINGS, { method: 'PUT', json: { website: '', logo: '' }, token: admin });
    expect(cleared.data.website).toBeUndefined();
    expect(cleared.data.logo).toBeUndefined();
    expect(cleared.data.currency).toBe('EUR');
    await t.browser().fetch(SETTINGS, { method: 'PUT', json: { logo: 'https://cdn.acme.test/logo.png' }, token: admin });
  });

  it('refuses bad values with a clear 400 and keeps what was saved', async () => {
    for (const bad of [{ timezone: 'Mars/Base' }, { timezone: '+02:00' }, { currency: 'XYZ1' }, { currency: 'ZZZ' }, { logo: 'http://acme.test/l.png' },
      { logo: 'data:image/svg+xml;base64,PHN2Zz4=' }, { logo: 'javascript:alert(1)' }, { dateFormat: 'YY' }, { website: 'ftp://acme.test' }, { companyName: '' }]) {
      const res = await t.browser().fetch(SETTINGS, { method: 'PUT', json: bad, token: admin });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.data.errors.length).toBeGreaterThan(0);
    }
    const now = (await t.browser().fetch(SETTINGS, { token: admin })).data;
    expect(now).toMatchObject({ timezone: 'Europe/London', currency: 'EUR', logo: 'https://cdn.acme.test/logo.png' });
  });

  it('serves public branding without login: only public fields', async () => {
    const res = await t.browser().fetch(`${SETTINGS}/public?tenantId=${tenantId}`);
    expect(res.status).toBe(200);
    expect(publicAccountSettingsResponseSchema.parse(res.data)).toEqual({ companyName: 'Acme Corp', logo: 'https://cdn.acme.test/logo.png',
      timezone: 'Europe/London', currency: 'EUR', dateFormat: 'YYYY-MM-DD', timeFormat: 'hh:mm A' });
    const vendor = await t.browser().fetch(`${SETTINGS}/public`);
    expect(publicAccountSettingsResponseSchema.parse(vendor.data)).toMatchObject({ currency: 'USD', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' });
    expect((await t.browser().fetch(`${SETTINGS}/public?tenantId=${crypto.randomUUID()}`)).status).toBe(404);
    expect((await t.browser().fetch(`${SETTINGS}/public?tenantId=nope`)).status).toBe(400);
  });

  it('needs the permissions: the member reads but may not write', async () => {
    expect((await t.browser().fetch(SETTINGS, { token: member })).status).toBe(200);
    expect((await t.browser().fetch(SETTINGS, { method: 'PUT', json: { currency: 'GBP' }, token: member })).status).toBe(403);
    expect((await t.browser().fetch(SETTINGS)).status).toBe(401);
  });
});
