import { describe, expect, it, vi } from 'vitest';
import { chunk } from './chunk';

const Page = () => null;

describe('chunk', () => {
  it('downloads once, then hands out the component synchronously', async () => {
    const importer = vi.fn(async () => Page);
    const c = chunk(importer);
    expect(c.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([c.load(), c.load()]);
    expect(a).toBe(Page);
    expect(b).toBe(Page);
    expect(c.loaded()).toBe(Page);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next load', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Page);
    const c = chunk(importer);
    await expect(c.load()).rejects.toThrow('offline');
    expect(c.loaded()).toBeUndefined();
    await expect(c.load()).resolves.toBe(Page);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
