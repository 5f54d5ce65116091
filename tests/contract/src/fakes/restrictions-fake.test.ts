import { createAdminRestApi, type RestrictionsApi } from '@portico/core-state/admin';
import { createAdminPreviewApi } from '@portico/core-state/preview';
import type { TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRestPort } from '../harness/rest-port';
import { shapeOf } from './flow';

// The preview fake of the restrictions port answers what the server answers: same shapes, same rules, same refusals.
let t: TestServer;
let rest: RestrictionsApi;
beforeAll(async () => ({ t, rest } = await startRestPort((s) => createAdminRestApi(s.client()).restrictions)));
afterAll(async () => t?.close());

const status = (p: Promise<unknown>) => p.then(() => 0, (e: { status?: number; message?: string }) => `${e.status} ${e.message}`);

describe('preview restrictions fake and the server agree', () => {
  it('IP: config, page, upsert by address, verify of the caller, delete refusal', async () => {
    const preview = createAdminPreviewApi({ delayMs: 0 }).restrictions;
    for (const api of [rest, preview]) await api.saveIpRestriction({ ip: '192.0.2.1', strategy: 'ALLOW', isActive: true, description: 'x' });
    expect(shapeOf(await preview.getIpConfig())).toEqual(shapeOf(await rest.getIpConfig()));
    const q = { _filter: 'ALLOW' as const, _limit: 4, _offset: 0 };
    expect(shapeOf(await preview.getIpRestrictions(q))).toEqual(shapeOf(await rest.getIpRestrictions(q)));
    const me = { server: (await rest.getMyIp())!, preview: (await preview.getMyIp())! };
    const mine = async (api: RestrictionsApi, ip: string) => {
      const made = await api.saveIpRestriction({ ip, strategy: 'ALLOW', isActive: true, description: 'My IP' });
      const again = await api.saveIpRestriction({ ip, strategy: 'ALLOW', isActive: true, description: 'My IP' });
      return { made, same: again.id === made.id, allowed: await api.verifyAllowed(), notBlocked: await api.verifyNotBlocked() };
    };
    const [a, b] = [await mine(rest, me.server), await mine(preview, me.preview)];
    expect(shapeOf(b.made)).toEqual(shapeOf(a.made));
    expect({ ...b, made: undefined }).toEqual({ ...a, made: undefined });
    expect(await status(preview.deleteIpRestriction('00000000-0000-4000-8000-000000000000'))).toEqual(await status(rest.deleteIpRestriction('00000000-0000-4000-8000-000000000000')));
    expect(shapeOf(await preview.saveIpConfig({ isActive: false, strategy: 'BLOCK' }))).toEqual(shapeOf(await rest.saveIpConfig({ isActive: false, strategy: 'BLOCK' })));
  });

  it('domains: list, add, duplicate refusal, config save', async () => {
    const preview = createAdminPreviewApi({ delayMs: 0 }).restrictions;
    const added = [await rest.addDomain({ domain: 'acme.com', type: 'allow' }), await preview.addDomain({ domain: 'new.example', type: 'allow' })];
    expect(shapeOf(added[1])).toEqual(shapeOf(added[0]));
    expect(shapeOf(await preview.getDomains())).toEqual(shapeOf(await rest.getDomains()));
    expect(await status(preview.addDomain({ domain: 'acme.com', type: 'allow' }))).toEqual(await status(rest.addDomain({ domain: 'acme.com', type: 'allow' })));
    expect(await preview.getDomainConfig()).toEqual(await rest.getDomainConfig());
    expect(await preview.saveDomainConfig({ active: true, listType: 'allow' })).toEqual(await rest.saveDomainConfig({ active: true, listType: 'allow' }));
  });
});
