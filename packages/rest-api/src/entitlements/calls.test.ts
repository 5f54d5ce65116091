import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { runCatalogue } from '../../test/catalogue';
import * as calls from './calls';

const PATH = '/frontegg/entitlements/api/v2/user-entitlements';

runCatalogue('entitlements', calls, {
  getUserEntitlements: {
    call: (c) => calls.getUserEntitlements(c, { featureKey: 'sso' }),
    replies: [{ body: { features: { sso: { expireTime: -1 } }, permissions: ['fe.secure.*'] } }],
    expect: { method: 'GET', path: PATH, query: { featureKey: 'sso' } },
    result: (r) => expect(r).toEqual({ features: { sso: { expireTime: -1 } }, permissions: ['fe.secure.*'] }),
  },
});

// Every call must hand the caller's signal to fetch: an aborted signal rejects before anything reaches the server.
describe('entitlements calls forward the abort signal', () => {
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
