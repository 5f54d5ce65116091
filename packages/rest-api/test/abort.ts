import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

// Placeholder arguments that every call of these domains accepts before its options (ids, action lists, headers).
const placeholder = () => ({ id: 'x', actions: [{ type: 't', path: 'p' }], headerProps: [] });

/**
 * Every call must hand the caller's signal to fetch: with an aborted signal it rejects with AbortError and the server
 * sees nothing. Calls take `(client, ...args, options)`, so `fn.length - 2` placeholders fill the arguments between.
 */
export function checkAbortForwarding(domain: string, calls: Record<string, unknown>): void {
  describe(`${domain} calls forward the abort signal`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(() => h.close());

    it.each(Object.entries(calls).filter(([, fn]) => typeof fn === 'function'))('%s', async (_name, fn) => {
      const call = fn as (...args: unknown[]) => Promise<unknown>;
      const args = Array.from({ length: Math.max(0, call.length - 2) }, placeholder);
      const before = h.seen.length;
      await expect(call(h.client(), ...args, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
      expect(h.seen.length).toBe(before);
    });
  });
}
