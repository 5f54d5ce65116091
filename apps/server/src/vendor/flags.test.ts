import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';
import { FEATURE_FLAGS, servedFlags } from './flags';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => t?.close());

describe('GET /flags', () => {
  it('serves exactly the documented list, and an unknown key as off', async () => {
    const all = await t.browser().fetch('/flags');
    expect(all.data).toEqual(servedFlags());
    expect(Object.keys(all.data).sort()).toEqual(Object.keys(FEATURE_FLAGS).sort());
    const some = await t.browser().fetch('/flags?feature-keys=authorization,temporary-users,unknown');
    expect(some.data).toEqual({ authorization: servedFlags().authorization, 'temporary-users': servedFlags()['temporary-users'], unknown: 'off' });
  });

  it('turns on only the features that work today (the contract suite checks each on flag\'s calls are served)', () => {
    const on = Object.entries(FEATURE_FLAGS).filter(([, f]) => f.on).map(([k]) => k);
    expect(on).toEqual(['authorization', 'entitlements', 'admin_portal_ip_restrictions', 'admin_portal_domain_restrictions', 'show-passkeys-new', 'groups-admin-box-new', 'temporary-users', 'fe-usage-page']);
    for (const [key, flag] of Object.entries(FEATURE_FLAGS)) {
      expect(flag.feature, key).not.toBe('');
      if (flag.on) expect(flag.needs.length, `${key} is on but names no call it needs`).toBeGreaterThan(0);
      for (const need of flag.needs) expect(need, key).toMatch(/^[a-z-]+\.[A-Za-z0-9]+$/);
    }
  });

  it('serves authorization data, which the authorization flag turns on', async () => {
    const { accessToken } = await t.login('admin@acme.test');
    const res = await t.browser().fetch('/identity/resources/users/v1/me/authorization', { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.data.roles.length).toBeGreaterThan(0);
    expect(res.data.permissions.length).toBeGreaterThan(0);
  });
});
