import { describe, expect, it, vi } from 'vitest';
import { createLogoutStore } from './store';

describe('logout', () => {
  it('idle → loggingOut → success, once', async () => {
    let release!: () => void;
    const session = { logout: vi.fn(() => new Promise<void>((r) => (release = r))) };
    const store = createLogoutStore(session);
    expect(store.getState().step).toBe('idle');
    const first = store.getState().logout();
    expect(store.getState().step).toBe('loggingOut');
    await store.getState().logout();
    release();
    await first;
    expect(store.getState().step).toBe('success');
    expect(session.logout).toHaveBeenCalledTimes(1);
  });
});
