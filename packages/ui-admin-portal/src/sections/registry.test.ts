import { describe, expect, it, vi } from 'vitest';

describe('section registry', () => {
  it('loads a section chunk once and then hands out the component synchronously', async () => {
    // A fresh registry: files share a worker's modules, and another file may have loaded the chunk already.
    vi.resetModules();
    const { SECTIONS } = await import('./registry');
    const users = SECTIONS.users!;
    expect(users.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([users.load(), users.load()]);
    expect(a).toBe(b);
    expect(users.loaded()).toBe(a);
  });
});
