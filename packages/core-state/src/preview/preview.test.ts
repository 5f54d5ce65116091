import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortico } from '../portico';
import { createPreviewApi } from './api';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('preview mode', () => {
  it('answers after 500 ms with the sample user of tenant Acme', async () => {
    const api = createPreviewApi();
    const profile = api.getProfile();
    let settled = false;
    void profile.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await profile).toMatchObject({ name: 'Preview User', tenantId: 'preview-tenant-acme', roles: [{ name: 'Admin' }] });
    const tenants = api.getTenants();
    await vi.advanceTimersByTimeAsync(500);
    expect((await tenants).map((t) => t.name)).toEqual(['Acme', 'Globex', 'Initech']);
  });

  it('createPortico({ previewMode: true }) signs in the sample user through the same stores', async () => {
    const portico = createPortico({ previewMode: true, navigate: vi.fn() });
    const started = portico.session.start();
    await vi.advanceTimersByTimeAsync(5_000);
    await started;
    expect(portico.auth.getState()).toMatchObject({ isAuthenticated: true, user: { name: 'Preview User' } });
    portico.session.dispose();
  });

  it('logs out and back in with any password', async () => {
    const api = createPreviewApi({ delayMs: 0 });
    await api.logout();
    await expect(api.refreshToken({})).rejects.toThrow();
    const answer = await api.login({ email: 'x@y.test', password: 'anything' });
    expect(answer.accessToken?.split('.')).toHaveLength(3);
    expect(await api.refreshToken({})).toHaveProperty('accessToken');
  });
});
