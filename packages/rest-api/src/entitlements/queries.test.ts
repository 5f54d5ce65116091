import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { getUserEntitlements } from './calls';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('getUserEntitlements queries', () => {
  it.each([
    ['by permission key', { permissionKey: 'fe.secure.read.audits' }, { permissionKey: 'fe.secure.read.audits' }],
    ['everything when no key is given', undefined, {}],
  ] as const)('%s', async (_name, query, sent) => {
    await getUserEntitlements(h.client(), query);
    expect(h.last().query).toEqual(sent);
  });

  it('aborts with the given signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(getUserEntitlements(h.client(), undefined, { signal: controller.signal })).rejects.toThrow(/abort/i);
  });
});
