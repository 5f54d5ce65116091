import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
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

// Every call must hand the caller's signal to fetch: an aborted signal rejects before anything reaches the server.
describe('security-center calls forward the abort signal', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it.each(Object.entries(calls))('%s', async (_name, fn) => {
    const call = fn as (...args: unknown[]) => Promise<unknown>;
    const args = Array.from({ length: call.length - 2 }, () => ({ id: 'x', actions: [{ type: 't', path: 'p' }], headerProps: [] }));
    const before = h.seen.length;
    await expect(call(h.client(), ...args, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(h.seen.length).toBe(before);
  });
});
