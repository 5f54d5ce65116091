import { expect } from 'vitest';
import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import * as calls from './calls';

const BASE = '/frontegg/security-center/resources/v1';

runCatalogue('security-center', calls, {
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
});

checkAbortForwarding('security-center', calls);
