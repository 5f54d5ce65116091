import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fixtures';
import { FAKE_ME, fakeServerFetch } from '../test/fake-server';
import { createPortico } from './portico';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createPortico', () => {
  it('imports and builds without a window (SSR-safe)', () => {
    expect(typeof window).toBe('undefined');
    const portico = createPortico({ api: fakeApi() });
    expect(portico.auth.getState()).toMatchObject({ status: 'loading', isLoading: true, isAuthenticated: false });
    expect(portico.auth.getState().routes.loginUrl).toBe('/account/login');
    portico.session.dispose();
  });

  it('keeps several apps on one page independent', async () => {
    const a = createPortico({ api: fakeApi(), navigate: vi.fn() });
    const b = createPortico({ api: fakeApi(), navigate: vi.fn(), routes: { loginUrl: '/b/login' } });
    await a.login.getState().submitPassword('pw');
    expect(a.auth.getState().isAuthenticated).toBe(true);
    expect(b.auth.getState().isAuthenticated).toBe(false);
    expect(b.auth.getState().routes.loginUrl).toBe('/b/login');
    expect(a.session.getAccessToken()).toBeTruthy();
    expect(b.session.getAccessToken()).toBeNull();
    a.session.dispose();
    b.session.dispose();
  });

  it('builds each flow store once, on first use, and keeps it', () => {
    const portico = createPortico({ api: fakeApi() });
    const first = portico.forgotPassword;
    portico.forgotPassword.setState({ email: 'sam@example.com' } as never);
    expect(portico.forgotPassword).toBe(first);
    expect((portico.forgotPassword.getState() as { email?: string }).email).toBe('sam@example.com');
    expect(portico.signUp).toBe(portico.signUp);
    expect(portico.social).toBe(portico.social);
  });

  it('refuses to start without a baseUrl, preview mode or api', () => {
    expect(() => createPortico({})).toThrow(/baseUrl/);
  });

  it('applies a custom login alias to the routes', () => {
    const p = createPortico({ api: fakeApi(), loginAlias: 'acme', applicationUrl: 'https://acme.app.test/' });
    expect(p.auth.getState().routes).toMatchObject({ authenticatedUrl: 'https://acme.app.test/', loginUrl: '/account/login?applicationUrl=https%3A%2F%2Facme.app.test%2F' });
    p.session.dispose();
  });

  it('talks REST with the prefix, source header and credentials include', async () => {
    const server = fakeServerFetch();
    const p = createPortico({ baseUrl: 'https://api.app.test', prefix: 'frontegg', fetch: server.fetch, navigate: vi.fn() });
    await p.login.getState().submitEmail('ada@app.test');
    await p.login.getState().submitPassword('pw');
    const login = server.seen.find((r) => r.path === '/frontegg/identity/resources/auth/v1/user')!;
    expect(login).toMatchObject({ method: 'POST', body: { email: 'ada@app.test', password: 'pw' }, credentials: 'include' });
    expect(login.headers['x-portico-source']).toBe('portico');
    expect(p.auth.getState().user?.roles).toEqual(FAKE_ME.roles);
    expect(p.auth.getState().user?.roles[0]).toMatchObject({ id: 'r-1', key: 'admin', name: 'Admin' });
    p.session.dispose();
  });

  it('raises signup-completed through onEvent', async () => {
    const onEvent = vi.fn();
    const p = createPortico({ api: fakeApi(), onEvent });
    await p.signUp.getState().signUp({ email: 'n@app.test' });
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'signup-completed', email: 'n@app.test' }));
    p.session.dispose();
  });
});
