import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('shares one pending run between concurrent callers, then starts a new one', async () => {
    let release!: (v: number) => void;
    const run = vi.fn(() => new Promise<number>((r) => (release = r)));
    const call = singleFlight(run);
    const [a, b] = [call(), call()];
    release(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    expect(run).toHaveBeenCalledTimes(1);
    const c = call();
    release(8);
    expect(await c).toBe(8);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('shares a failure too, and recovers after it', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const call = singleFlight(run as () => Promise<string>);
    const results = await Promise.allSettled([call(), call()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(call()).resolves.toBe('ok');
  });
});
