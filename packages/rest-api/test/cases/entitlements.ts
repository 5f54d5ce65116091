// The entitlements catalogue cases: used by src/entitlements/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/entitlements/calls';

const PATH = '/frontegg/entitlements/api/v2/user-entitlements';

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
  getUserEntitlements: {
    call: (c) => calls.getUserEntitlements(c, { featureKey: 'sso' }),
    replies: [{ body: { features: { sso: { expireTime: -1 } }, permissions: ['fe.secure.*'] } }],
    expect: { method: 'GET', path: PATH, query: { featureKey: 'sso' } },
    result: (r) => expect(r).toEqual({ features: { sso: { expireTime: -1 } }, permissions: ['fe.secure.*'] }),
  },
};
