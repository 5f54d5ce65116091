import { describe, expect, it, vi } from 'vitest';
import { shareRecent } from './share-recent';

describe('shareRecent', () => {
  it('shares a read in flight and its answer within the window, then reads again', async () => {
    let t = 0;
    const read = vi.fn(async () => ({ n: read.mock.calls.length }));
    const get = shareRecent(read, 5000, () => t);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    t = 4999;
    expect(await get()).toBe(a);
    expect(read).toHaveBeenCalledTimes(1);
    t = 5000;
    expect(await get()).toEqual({ n: 2 });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next call reads again', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const get = shareRecent(read, 5000, () => 0);
    await expect(get()).rejects.toThrow('down');
    await expect(get()).resolves.toBe('up');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
