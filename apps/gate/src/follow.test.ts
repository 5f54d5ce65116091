import { describe, expect, it, vi } from 'vitest';
import { followAuth, GATE_TEXT, gateText } from './follow';
import { testAuth } from './test-store';

const targets = { adminUrl: 'https://admin.example.com/', siteUrl: 'https://www.example.com/' };

const authStore = () => testAuth();
const signIn = (store: ReturnType<typeof authStore>, roles: Array<{ id: string; key: string; name: string }>) =>
  store.set({ status: 'authenticated', isLoading: false, isAuthenticated: true, user: { id: 'u', email: 'e', tenantId: 't', roles, permissions: [], claims: {} } });

describe('gate texts', () => {
  it.each([
    ['loading', GATE_TEXT.toLogin],
    ['unauthenticated', GATE_TEXT.toLogin],
    ['authenticated', GATE_TEXT.checking],
  ] as const)('%s shows "%s"', (status, text) => {
    expect(gateText({ status })).toBe(text);
  });

  it('words the texts exactly as the spec does', () => {
    expect(GATE_TEXT).toEqual({ toLogin: 'Redirecting to login...', checking: 'Checking user role and redirecting...' });
  });
});

describe('followAuth', () => {
  it('waits while loading or unauthenticated, then sends an admin to the admin page once', () => {
    const store = authStore();
    const go = vi.fn();
    followAuth(store, targets, go);
    store.set({ status: 'unauthenticated', isLoading: false });
    expect(go).not.toHaveBeenCalled();
    signIn(store, [{ id: 'r', key: 'admin', name: 'Admin' }]);
    signIn(store, [{ id: 'r', key: 'admin', name: 'Admin' }]);
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith(targets.adminUrl);
  });

  it('sends everyone else to the site root, also when already authenticated at subscription', () => {
    const store = authStore();
    signIn(store, [{ id: 'r', key: 'readonly', name: 'ReadOnly' }]);
    const go = vi.fn();
    followAuth(store, targets, go);
    expect(go).toHaveBeenCalledWith(targets.siteUrl);
  });
});
