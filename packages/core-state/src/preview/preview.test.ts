import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminStores } from '../admin/stores';
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

  it("a factor enrolled through the session's MFA settings is listed by the admin portal's privacy store, and removed there", async () => {
    const portico = createPortico({ previewMode: true, navigate: vi.fn() });
    const privacy = createAdminStores(portico).privacy;
    // The preview chunks load for real (setImmediate stays real); only the 500 ms answers are skipped.
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const settle = async <T>(work: Promise<T>) => {
      let done = false;
      void work.finally(() => (done = true)).catch(() => undefined);
      while (!done) await Promise.all([vi.advanceTimersByTimeAsync(500), new Promise((r) => setImmediate(r))]);
      return work;
    };
    await settle(privacy.getState().loadMfaDevices());
    expect(privacy.getState().mfa.data).toEqual({ webauthn: [], phones: [], authenticators: [], emails: [] });
    const mfa = portico.mfaSettings.getState();
    await settle(mfa.enrollSms('+15550100'));
    await settle(portico.mfaSettings.getState().verifySmsEnrollment('123456'));
    await settle(portico.mfaSettings.getState().enrollAuthenticator());
    await settle(portico.mfaSettings.getState().verifyEnrollment('123456'));
    await settle(privacy.getState().loadMfaDevices());
    const listed = privacy.getState().mfa.data!;
    expect(listed.phones).toEqual([{ id: expect.any(String), phoneNumber: '+15550100' }]);
    expect(listed.authenticators).toHaveLength(1);
    const api = await settle(Promise.resolve(portico.api));
    await settle(api.verifyDisableSms({ deviceId: listed.phones![0]!.id, otcToken: 'preview-otc', value: '123456' }));
    await settle(privacy.getState().loadMfaDevices());
    expect(privacy.getState().mfa.data!.phones).toEqual([]);
    // Another Portico's preview is another world.
    const other = createAdminStores(createPortico({ previewMode: true, navigate: vi.fn() })).privacy;
    await settle(other.getState().loadMfaDevices());
    expect(other.getState().mfa.data!.authenticators).toEqual([]);
  });
});
