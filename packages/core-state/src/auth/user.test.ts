import { describe, expect, it } from 'vitest';
import { PROFILE, fakeApi, makeToken } from '../../test/fixtures';
import { checkEntitlement } from './entitlements';
import { loadUser } from './load-user';
import { claimsOf, mergeUser } from './user';

describe('user merge', () => {
  it('merges profile, claims, authorization and entitlements', () => {
    const user = mergeUser({
      profile: PROFILE,
      claims: { sub: 'u-1', amr: ['pwd'] },
      authorization: { roles: [{ id: 'r2', key: 'support', name: 'Support' }], permissions: [{ key: 'fe.secure.read.*' }] },
      entitlements: { features: { sso: { expireTime: -1 } }, permissions: [] },
    });
    expect(user).toMatchObject({ email: 'ada@app.test', claims: { amr: ['pwd'] }, roles: [{ key: 'support' }], permissions: [{ key: 'fe.secure.read.*' }] });
    expect(user.entitlements?.features.sso).toEqual({ expireTime: -1 });
    expect(user).not.toHaveProperty('accessToken');
  });

  it('keeps profile roles without authorization data, and claims of a non-JWT are empty', () => {
    expect(mergeUser({ profile: PROFILE, claims: {} }).roles).toEqual(PROFILE.roles);
    expect(claimsOf('opaque')).toEqual({});
    expect(claimsOf(makeToken({ tenantId: 't-5' })).tenantId).toBe('t-5');
  });
});

describe('loadUser flags', () => {
  it('skips authorization and entitlements when their flags are off', async () => {
    const api = fakeApi();
    api.getFlags.mockResolvedValue({ authorization: false, entitlements: false });
    await loadUser(api, makeToken(), { entitlementsEnabled: true });
    expect(api.getAuthorization).not.toHaveBeenCalled();
    expect(api.getEntitlements).not.toHaveBeenCalled();
  });

  it('loads authorization when flagged, entitlements only when enabled and flagged, ignoring their failure', async () => {
    const api = fakeApi();
    api.getFlags.mockResolvedValue({ authorization: true, entitlements: true });
    await loadUser(api, makeToken(), { entitlementsEnabled: false });
    expect(api.getAuthorization).toHaveBeenCalledTimes(1);
    expect(api.getEntitlements).not.toHaveBeenCalled();
    api.getEntitlements.mockRejectedValue(new Error('down'));
    const user = await loadUser(api, makeToken(), { entitlementsEnabled: true });
    expect(api.getEntitlements).toHaveBeenCalledTimes(1);
    expect(user.entitlements).toBeUndefined();
  });
});

describe('checkEntitlement', () => {
  const user = mergeUser({ profile: PROFILE, claims: {}, entitlements: { features: { sso: { expireTime: -1 } }, permissions: ['fe.*'] } });

  it('throws the catalogue instruction when entitlements are not enabled', () => {
    expect(() => checkEntitlement(user, { featureKey: 'sso' }, {})).toThrow(/not enabled/);
  });

  it('evaluates features when enabled', () => {
    expect(checkEntitlement(user, { featureKey: 'sso' }, { entitlements: { enabled: true } }).isEntitled).toBe(true);
    expect(checkEntitlement(user, { featureKey: 'audits' }, { entitlements: { enabled: true } })).toEqual({ isEntitled: false, justification: 'MISSING_FEATURE' });
    expect(checkEntitlement(null, { featureKey: 'sso' }, { entitlements: { enabled: true } }).isEntitled).toBe(false);
  });
});
