import { describe, expect, it } from 'vitest';
import { PREVIEW_CALLER_IP, previewRestrictionsApi } from './restrictions';

const api = () => previewRestrictionsApi(async (v) => v());

describe('preview restrictions (answers as the server)', () => {
  it('pages by strategy newest first with the server\'s _metadata; upserts by address; verify judges the caller', async () => {
    const p = api();
    const page = await p.getIpRestrictions({ _filter: 'ALLOW', _limit: 4, _offset: 0 });
    expect(page._metadata).toEqual({ totalItems: 5, totalPages: 2 });
    expect(await p.verifyAllowed()).toEqual({ valid: false });
    expect(await p.verifyNotBlocked()).toEqual({ valid: true });
    const mine = await p.saveIpRestriction({ ip: PREVIEW_CALLER_IP, strategy: 'ALLOW', isActive: true, description: 'My IP' });
    expect((await p.getIpRestrictions({ _filter: 'ALLOW', _limit: 4, _offset: 0 })).items[0]).toMatchObject({ id: mine.id, description: 'My IP' });
    expect(await p.verifyAllowed()).toEqual({ valid: true });
    const again = await p.saveIpRestriction({ ip: PREVIEW_CALLER_IP, strategy: 'BLOCK', isActive: true });
    expect(again.id).toBe(mine.id);
    expect(await p.verifyNotBlocked()).toEqual({ valid: false });
    await expect(p.deleteIpRestriction('nope')).rejects.toMatchObject({ status: 404, message: 'IP restriction not found' });
  });

  it('domains: duplicate refused with the server\'s message; config saves merged', async () => {
    const p = api();
    await expect(p.addDomain({ domain: 'acme.com', type: 'allow' })).rejects.toMatchObject({ status: 409, message: 'This domain is already on the list' });
    expect(await p.saveDomainConfig({ active: true })).toEqual({ active: true, blockPublicDomains: false, listType: 'block' });
  });
});
