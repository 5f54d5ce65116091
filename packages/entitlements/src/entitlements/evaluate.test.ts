import { afterEach, describe, expect, it, vi } from 'vitest';
import { isEntitlementsError } from '../errors';
import { DAY, NOW, flag, plan, rule, state } from '../../test/fixtures';
import { vectors } from '../../test/vectors';
import { getEntitlements, getFeatureEntitlements, getPermissionEntitlements } from './evaluate';
import type { EntitlementQuery } from './types';

describe.each([['features'], ['permission-entitlements']] as const)('entitlements (test-vectors/%s.json)', (file) => {
  it.each(vectors[file].cases)('$name', ({ state: s, query, attributes, now, expected }) => {
    expect(getEntitlements(s, query, attributes, now)).toEqual(expected);
    const direct =
      'featureKey' in query
        ? getFeatureEntitlements(s, query.featureKey, attributes, now)
        : getPermissionEntitlements(s, query.permissionKey, attributes, now);
    expect(direct).toEqual(expected);
  });
});

describe('getEntitlements', () => {
  afterEach(() => vi.useRealTimers());

  it.each([[{}], [null], [{ featureKey: 5 }], [{ permission: 'fe.*' }]])('throws a clear error for the query %j', (query) => {
    let thrown: unknown;
    try {
      getEntitlements(state(), query as unknown as EntitlementQuery);
    } catch (error) {
      thrown = error;
    }
    expect(isEntitlementsError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ code: 'INVALID_ENTITLEMENT_QUERY' });
  });

  it('judges expiry against the clock by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const s = state({ features: { sso: { expireTime: NOW + DAY } } });
    expect(getEntitlements(s, { featureKey: 'sso' })).toEqual({ isEntitled: true });
    vi.setSystemTime(NOW + DAY);
    expect(getEntitlements(s, { featureKey: 'sso' })).toEqual({ isEntitled: false, justification: 'BUNDLE_EXPIRED' });
  });

  it('reads a new state object afresh (indexes are cached per object)', () => {
    const before = state({ permissions: ['fe.secure.*'], plans: [plan('pro', ['sso'], [], 'false')] });
    expect(getEntitlements(before, { featureKey: 'sso' }, {}, NOW).isEntitled).toBe(false);
    expect(getEntitlements(before, { permissionKey: 'fe.billing.read' }, {}, NOW).isEntitled).toBe(false);
    const after = { ...before, permissions: ['fe.*'], plans: [plan('pro', ['sso'], [], 'true')] };
    expect(getEntitlements(after, { featureKey: 'sso' }, {}, NOW).isEntitled).toBe(true);
    expect(getEntitlements(after, { permissionKey: 'fe.billing.read' }, {}, NOW).isEntitled).toBe(true);
  });

  it('returns results callers cannot corrupt', () => {
    const result = getFeatureEntitlements(state(), 'sso', {}, NOW);
    expect(Object.isFrozen(result)).toBe(true);
  });

  it('tolerates malformed pieces of state without throwing', () => {
    const s = {
      features: { sso: null, mfa: { linkedPermissions: 'fe.*' } },
      permissions: 'fe.*',
      flags: { sso: 'on' },
      plans: [null, { id: 'x', featureKeys: 'sso', targeting: {} }, { id: 'y', featureKeys: ['sso'], targeting: null }],
    } as unknown as Parameters<typeof getEntitlements>[0];
    expect(getEntitlements(s, { featureKey: 'sso' }, {}, NOW).justification).toBe('MISSING_FEATURE');
    expect(getEntitlements(s, { permissionKey: 'fe.x' }, {}, NOW).justification).toBe('MISSING_PERMISSION');
  });

  it('uses the attributes for flag and plan rules of features linked to a permission', () => {
    const isPro = rule([{ attribute: 'plan', op: 'in_list', value: ['pro'] }]);
    const s = state({
      features: { sso: { linkedPermissions: ['fe.secure.write.sso'] } },
      permissions: ['fe.secure.*'],
      flags: { sso: flag([isPro]) },
    });
    expect(getPermissionEntitlements(s, 'fe.secure.write.sso', { plan: 'pro' }, NOW).isEntitled).toBe(true);
    expect(getPermissionEntitlements(s, 'fe.secure.write.sso', { plan: 'free' }, NOW).justification).toBe('MISSING_FEATURE');
  });
});
