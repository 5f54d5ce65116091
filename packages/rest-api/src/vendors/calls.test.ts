import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { runCatalogue } from '../../test/catalogue';
import * as calls from './calls';

runCatalogue('vendors', calls, {
  getVendorPublicInfo: {
    call: (c) => calls.getVendorPublicInfo(c),
    replies: [{ body: { whiteLabelMode: true, name: 'Acme', logo: 'https://cdn.example.com/acme.png' } }],
    expect: { method: 'GET', path: '/frontegg/vendors/public' },
    result: (r) => expect(r).toEqual({ whiteLabelMode: true, name: 'Acme', logo: 'https://cdn.example.com/acme.png' }),
  },
});

// Every call must hand the caller's signal to fetch: an aborted signal rejects before anything reaches the server.
describe('vendors calls forward the abort signal', () => {
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
