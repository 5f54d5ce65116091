import { describe, expect, it } from 'vitest';
import { SECTIONS } from './registry';

describe('section registry', () => {
  it('loads a section chunk once and then hands out the component synchronously', async () => {
    const users = SECTIONS.users!;
    expect(users.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([users.load(), users.load()]);
    expect(a).toBe(b);
    expect(users.loaded()).toBe(a);
  });
});
