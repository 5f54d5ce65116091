import { createAdminRestApi, type AdminApi } from '@portico/core-state/admin';
import { createAdminPreviewApi } from '@portico/core-state/preview';
import type { TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestPort } from '../harness/rest-port';
import { shapeOf } from './flow';

// The sub-accounts preview fake answers with the shapes the REST port gets from the reference server, call by call.
let t: TestServer;
let admin: AdminApi;
beforeAll(async () => ({ t, rest: admin } = await startRestPort((s) => createAdminRestApi(s.client()))));
afterAll(async () => t?.close());

describe('sub-accounts: preview fake and REST port over the server agree', () => {
  it('tree, create, rename, reseller, access type, search, users, refusals', async () => {
    const rest = admin.subAccounts;
    const preview = createAdminPreviewApi({ delayMs: 0 }).subAccounts;
    const both = async <T>(run: (api: typeof rest) => Promise<T>) => Promise.all([run(preview), run(rest)]);
    const same = async <T>(run: (api: typeof rest) => Promise<T>) => {
      const [p, r] = await both(run);
      expect(shapeOf(p)).toEqual(shapeOf(r));
      return [p, r] as const;
    };
    const [pRoot, rRoot] = await both((api) => api.getTree());
    const [pNew, rNew] = await same((api) => api.create({ name: 'Contract', parentTenantId: api === rest ? rRoot.tenantId : pRoot.tenantId }));
    const id = (api: typeof rest) => (api === rest ? rNew.tenantId : pNew.tenantId);
    await same((api) => api.create({ name: 'Contract child', parentTenantId: id(api) }));
    // The server's tree now has the same depth as the sample's: compare whole trees.
    await same((api) => api.getTree());
    await same((api) => api.rename(id(api), 'Contract renamed'));
    await same((api) => api.setReseller(id(api), true));
    await same((api) => api.setAccessType(id(api), 'defaultOn'));
    await same((api) => api.search({ _filter: 'contract', _limit: 50 }));
    const [pUser, rUser] = await same((api) => api.addUser({ email: 'contract-user@x.test', subTenants: [{ tenantId: id(api) }], allowSubAccountAccess: false }));
    expect([pUser.subAccountAccessAllowed, rUser.subAccountAccessAllowed]).toEqual([false, false]);
    await same((api) => api.listUsers({ _tenantId: id(api), _limit: 10 }));
    for (const refusal of [
      (api: typeof rest) => api.remove(id(api)),
      (api: typeof rest) => api.addUser({ email: 'contract-user@x.test', subTenants: [{ tenantId: id(api) }] }),
      (api: typeof rest) => api.rename('00000000-0000-4000-8000-000000000000', 'Nobody'),
    ]) {
      const [p, r] = await Promise.all([refusal(preview).catch((e: unknown) => e), refusal(rest).catch((e: unknown) => e)]);
      expect([(p as { status: number }).status, (p as Error).message]).toEqual([(r as { status: number }).status, (r as Error).message]);
    }
  });
});
