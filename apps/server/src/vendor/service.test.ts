import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';
import { VendorService } from './service';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => t?.close());

/** A query builder whose read answers arrive late, as on a busy pool: the row was read, the result comes 100 ms on. */
const slowReads = <T extends object>(target: T): T =>
  new Proxy(target, {
    get(obj, key, receiver) {
      const value: unknown = Reflect.get(obj, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const out: unknown = value.apply(obj, args);
        if (key === 'executeTakeFirst') return (out as Promise<unknown>).then(async (row) => (await new Promise((r) => setTimeout(r, 100)), row));
        return out && typeof out === 'object' && ('executeTakeFirst' in out || key === 'selectFrom') ? slowReads(out) : out;
      };
    },
  });

it('a reload that read before an update does not put the old settings back after it', async () => {
  const vendor = new VendorService(slowReads(t.db));
  await vendor.load();
  const before = vendor.config.authStrategy;
  const next = before === 'Code' ? 'EmailAndPassword' : 'Code';
  // Another instance's change signal arrives just before this instance's own update.
  const reload = vendor.load();
  await vendor.update({ authStrategy: next });
  await reload;
  expect(vendor.config.authStrategy).toBe(next);
  const stored = new VendorService(t.db);
  await stored.load();
  expect(stored.config.authStrategy).toBe(next);
});
