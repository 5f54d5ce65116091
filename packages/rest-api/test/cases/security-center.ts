// The security-center catalogue cases: used by src/security-center/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/security-center/calls';

const BASE = '/frontegg/security-center/resources/v1';

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
  getSecurityRecommendations: {
    call: (c) => calls.getSecurityRecommendations(c),
    replies: [{ body: { score: 79, items: [{ code: 'FORCE_MFA', severity: 'SEVERE', category: 'MFA' }] } }],
    expect: { method: 'GET', path: `${BASE}/recommendations` },
    result: (r) => expect(r).toMatchObject({ score: 79, items: [{ code: 'FORCE_MFA' }] }),
  },
  getSecurityInsights: {
    call: (c) => calls.getSecurityInsights(c),
    replies: [{ body: { items: [{ category: 'MFA', code: 'MFA_USAGE', metadata: { enrolled: 3 } }] } }],
    expect: { method: 'GET', path: `${BASE}/insights` },
    result: (r) => expect(r).toMatchObject({ items: [{ category: 'MFA', metadata: { enrolled: 3 } }] }),
  },
};
