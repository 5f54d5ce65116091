import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fixtures';
import { createPortico } from '../portico';
import { createAdminPreviewApi } from '../preview/admin/api';
import { createAdminStores } from './stores';

afterEach(() => vi.useRealTimers());

describe('createAdminStores', () => {
  it('gives one store set per Portico, each store built once on first read', () => {
    const portico = createPortico({ baseUrl: 'http://api.test', fetch: vi.fn() });
    const a = createAdminStores(portico);
    expect(createAdminStores(portico)).toBe(a);
    expect(a.users).toBe(a.users);
    const other = createAdminStores(createPortico({ baseUrl: 'http://api.test', fetch: vi.fn() }));
    expect(other.users).not.toBe(a.users);
    portico.session.dispose();
  });

  it('goes through the Portico client: calls reach its fetch with its base URL', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ items: [], _metadata: { totalItems: 0, totalPages: 0 } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const portico = createPortico({ baseUrl: 'http://api.test', fetch });
    await createAdminStores(portico).users.getState().load();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/^http:\/\/api\.test\/frontegg\/identity\/resources\/users\/v3\?/);
    portico.session.dispose();
  });

  it('needs an api when the Portico has an injected port, and uses preview data in preview mode', async () => {
    const injected = createPortico({ api: fakeApi(), navigate: vi.fn() });
    expect(() => createAdminStores(injected)).toThrow(TypeError);
    expect(createAdminStores(injected, { api: createAdminPreviewApi({ delayMs: 0 }) }).users.getState().status).toBe('idle');
    vi.useFakeTimers();
    const preview = createPortico({ previewMode: true });
    const admin = createAdminStores(preview);
    const done = admin.roles.getState().load();
    await vi.advanceTimersByTimeAsync(499);
    expect(admin.roles.getState().roles.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(admin.roles.getState().roles.data.map((r) => r.name)).toEqual(['Admin', 'ReadOnly', 'Support']);
    injected.session.dispose();
    preview.session.dispose();
  });

  it('profile edits update the signed-in user of portico.auth', async () => {
    const portico = createPortico({ previewMode: true });
    const admin = createAdminStores(portico, { api: createAdminPreviewApi({ delayMs: 0 }) });
    portico.auth.setState({ user: { id: 'preview-user', email: 'p@acme.example', name: 'Old', tenantId: 't' } as never });
    await admin.profile.getState().saveProfile({ name: 'New Name' });
    expect(portico.auth.getState().user?.name).toBe('New Name');
    portico.session.dispose();
  });

  it('a shown security centre reloads after any security policy or restriction save, and not before it was shown', async () => {
    const api = createAdminPreviewApi({ delayMs: 0 });
    const reads = vi.spyOn(api.securityCenter, 'getRecommendations');
    const admin = createAdminStores(createPortico({ api: fakeApi(), navigate: vi.fn() }), { api });
    await admin.securityPolicies.getState().loadGeneral();
    expect(await admin.securityPolicies.getState().saveLockout({ enabled: true, maxAttempts: 3 })).toBe(true);
    expect(reads).not.toHaveBeenCalled();
    await admin.securityCenter.getState().load();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(await admin.securityPolicies.getState().saveLockout({ enabled: true, maxAttempts: 4 })).toBe(true);
    await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(2));
    await admin.restrictions.getState().loadDomains();
    expect(await admin.restrictions.getState().saveDomainConfig({ blockPublicDomains: true })).toBe(true);
    await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(3));
  });

  it('forgets every loaded store when the user or the tenant changes', async () => {
    const portico = createPortico({ previewMode: true });
    portico.auth.setState({ user: { id: 'u-1', email: 'a@acme.example', tenantId: 't-1' } as never });
    const admin = createAdminStores(portico, { api: createAdminPreviewApi({ delayMs: 0 }) });
    await admin.users.getState().load();
    await admin.groups.getState().load();
    expect(admin.users.getState().items.length).toBeGreaterThan(0);
    portico.auth.setState({ user: { id: 'u-1', email: 'a@acme.example', tenantId: 't-1', name: 'Renamed' } as never });
    expect(admin.users.getState().status).toBe('ready');
    portico.auth.setState({ user: { id: 'u-1', email: 'a@acme.example', tenantId: 't-2' } as never });
    expect(admin.users.getState()).toMatchObject({ status: 'idle', items: [] });
    expect(admin.groups.getState()).toMatchObject({ status: 'idle', items: [] });
    expect(typeof admin.users.getState().load).toBe('function');
    portico.session.dispose();
  });
});
