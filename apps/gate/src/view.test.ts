// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { testAuth } from './test-store';
import { mountGate, showGateError } from './view';

const mount = (auth: ReturnType<typeof testAuth>) => {
  const root = document.createElement('div');
  const stop = mountGate(root, auth);
  return { root, stop, status: () => root.querySelector('.portico-gate-status')!.textContent, alert: () => root.querySelector('[role="alert"]') };
};

describe('the gate screen', () => {
  it.each([
    ['loading', 'Redirecting to login...'],
    ['unauthenticated', 'Redirecting to login...'],
    ['authenticated', 'Checking user role and redirecting...'],
  ] as const)('%s: exactly "%s"', (status, expected) => {
    const { root } = mount(testAuth({ status }));
    expect(root.textContent).toBe(expected);
    expect(root.querySelector('main')!.dataset.status).toBe(status);
  });

  it('follows the auth state as it changes, and stops following when unsubscribed', () => {
    const auth = testAuth({ status: 'loading' });
    const view = mount(auth);
    expect(view.root.querySelector('main')!.getAttribute('aria-busy')).toBe('true');
    auth.set({ status: 'authenticated' });
    expect(view.status()).toBe('Checking user role and redirecting...');
    view.stop();
    auth.set({ status: 'unauthenticated' });
    expect(view.status()).toBe('Checking user role and redirecting...');
  });

  it('shows a refused sign-in with a way to start again, as text (never parsed as HTML), and clears it', () => {
    const auth = testAuth({ status: 'loading' });
    const view = mount(auth);
    expect(view.alert()).toBeNull();
    auth.set({ status: 'unauthenticated', error: 'The sign-in response does not match <img src=x>' });
    expect(view.alert()!.textContent).toBe('The sign-in response does not match <img src=x> Try again');
    expect(view.root.querySelector('img')).toBeNull();
    expect(view.alert()!.querySelector('a')!.getAttribute('href')).toBe('/');
    expect(view.root.querySelector('main')!.getAttribute('aria-busy')).toBe('false');
    const first = view.alert();
    auth.set({ error: 'Another reason' });
    expect(view.alert()).not.toBe(first);
    expect(view.alert()!.textContent).toBe('Another reason Try again');
    auth.set({ status: 'loading', error: undefined });
    expect(view.alert()).toBeNull();
  });

  it('names a configuration error in place of the gate', () => {
    const root = document.createElement('div');
    showGateError(root, 'VITE_PORTICO_API_URL is missing');
    expect(root.querySelector('[role="alert"]')!.textContent).toBe('VITE_PORTICO_API_URL is missing');
  });
});
