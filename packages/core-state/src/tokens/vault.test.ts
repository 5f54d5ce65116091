import { describe, expect, it, vi } from 'vitest';
import { createTokenVault } from './vault';

describe('token vault', () => {
  it('keeps the token with its expiry and defaults to 300 s', () => {
    let t = 1_000;
    const vault = createTokenVault(() => t);
    vault.set('a', 60);
    expect(vault.get()).toEqual({ accessToken: 'a', expiresAt: 61_000 });
    t = 0;
    vault.set('b');
    expect(vault.get()?.expiresAt).toBe(300_000);
  });

  it('notifies subscribers on set and clear, not on a redundant clear', () => {
    const vault = createTokenVault();
    const listener = vi.fn();
    const off = vault.subscribe(listener);
    vault.set('a', 10);
    vault.clear();
    vault.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    vault.set('b', 10);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
