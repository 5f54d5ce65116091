import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenVault } from '../tokens/vault';
import { refreshDelay, scheduleRefresh } from './scheduler';

describe('refreshDelay', () => {
  it.each([
    ['long-lived: 30 s before expiry', 600_000, 570_000],
    ['exactly twice the margin: half', 60_000, 30_000],
    ['short-lived: half the remaining life', 10_000, 5_000],
    ['already expired: now', -1, 0],
    ['beyond setTimeout range: capped', 60 * 86_400_000, 2_147_483_647],
  ])('%s', (_name, remaining, delay) => {
    expect(refreshDelay(1_000 + remaining, 1_000, 30)).toBe(delay);
  });
});

describe('scheduleRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('re-arms on every new token and stops when the vault is cleared', () => {
    const vault = createTokenVault();
    const refresh = vi.fn();
    scheduleRefresh(vault, refresh, { marginSeconds: 30 });
    vault.set('a', 100);
    vi.advanceTimersByTime(60_000);
    vault.set('b', 100);
    vi.advanceTimersByTime(69_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vault.set('c', 100);
    vault.clear();
    vi.advanceTimersByTime(1_000_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
