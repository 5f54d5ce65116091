import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeContext, makeToken, PROFILE, tokens } from '../../test/fixtures';
import { createEmbeddedSession } from './embedded';
import { SESSION_MESSAGES } from './errors';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setup = (page?: string) => {
  const f = fakeContext(page ? { page } : {});
  return { ...f, session: createEmbeddedSession(f.ctx) };
};

describe('embedded session', () => {
  it('start: refreshes with the cookie, loads the user and authenticates', async () => {
    const { session, api, auth } = setup('https://app.test/?tenantId=t-7');
    expect(auth.getState().status).toBe('loading');
    await session.start();
    expect(api.refreshToken).toHaveBeenCalledWith({ tenantId: 't-7' });
    expect(auth.getState()).toMatchObject({ status: 'authenticated', isAuthenticated: true });
    expect(auth.getState().user?.claims.sub).toBe('u-1');
    expect(session.getAccessToken()).toBeTruthy();
  });

  it('start: no refresh cookie → unauthenticated, no token', async () => {
    const { session, api, auth } = setup();
    api.refreshToken.mockRejectedValue(apiError('Unauthorized', 401));
    await session.start();
    expect(auth.getState()).toMatchObject({ status: 'unauthenticated', isLoading: false, user: null });
    expect(session.getAccessToken()).toBeNull();
    expect(api.getProfile).not.toHaveBeenCalled();
  });

  it('start on /oauth/callback with a code this tab never asked for: unauthenticated with an error to show, not a spinner', async () => {
    const { session, api, auth } = setup('https://app.test/oauth/callback?code=bad&state=bad');
    api.refreshToken.mockRejectedValue(apiError('Unauthorized', 401));
    await session.start();
    expect(auth.getState()).toMatchObject({ status: 'unauthenticated', isLoading: false, error: SESSION_MESSAGES.no_transaction });
  });

  it('start on /oauth/callback carrying an authorization error shows that error', async () => {
    const { session, api, auth } = setup('https://app.test/oauth/callback?error=access_denied&error_description=Denied&state=s');
    api.refreshToken.mockRejectedValue(apiError('Unauthorized', 401));
    await session.start();
    expect(auth.getState().error).toBe(`${SESSION_MESSAGES.authorization_error} (Denied)`);
  });

  it('start on /oauth/callback while the cookie session is alive simply signs in', async () => {
    const { session, auth } = setup('https://app.test/oauth/callback?code=x&state=y');
    await session.start();
    expect(auth.getState()).toMatchObject({ status: 'authenticated', error: undefined });
  });

  it('start: after the refresh, GET me goes out with authorization and entitlements, not before them', async () => {
    const f = fakeContext();
    f.ctx.entitlementsEnabled = true;
    const session = createEmbeddedSession(f.ctx);
    const pending: string[] = [];
    const releases: (() => void)[] = [];
    const held = <T>(name: string, value: T) => () => new Promise<T>((resolve) => {
      pending.push(name);
      releases.push(() => resolve(value));
    });
    f.api.getProfile.mockImplementation(held('profile', PROFILE));
    f.api.getAuthorization.mockImplementation(held('authorization', { roles: [], permissions: [] }));
    f.api.getEntitlements.mockImplementation(held('entitlements', { features: {}, permissions: [] }));
    const started = session.start();
    await vi.advanceTimersByTimeAsync(0);
    // All three are in flight at once: none waited for another's answer.
    expect(pending.sort()).toEqual(['authorization', 'entitlements', 'profile']);
    releases.forEach((release) => release());
    await started;
    expect(f.auth.getState()).toMatchObject({ status: 'authenticated', user: { email: PROFILE.email } });
  });

  it('start: retries GET me 3 times 2000 ms apart before giving up', async () => {
    const { session, api, auth } = setup();
    api.getProfile.mockRejectedValueOnce(apiError('busy', 503)).mockRejectedValueOnce(apiError('busy', 503));
    const started = session.start();
    await vi.advanceTimersByTimeAsync(1999);
    expect(api.getProfile).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2001);
    await started;
    expect(api.getProfile).toHaveBeenCalledTimes(3);
    expect(auth.getState().status).toBe('authenticated');
  });

  it('a refresh for the same user re-reads the entitlements when enabled (a plan change shows at the next refresh)', async () => {
    const f = fakeContext();
    f.ctx.entitlementsEnabled = true;
    const session = createEmbeddedSession(f.ctx);
    const plan = (keys: string[]) => ({ features: { analytics: {} }, permissions: [], plans: [{ id: 'p', featureKeys: keys, targeting: { defaultTreatment: 'true' as const } }] });
    f.api.getEntitlements.mockResolvedValueOnce(plan([])).mockResolvedValueOnce(plan(['analytics'])).mockRejectedValueOnce(apiError('down', 503));
    await session.start();
    expect(f.auth.getState().user?.entitlements?.plans?.[0]?.featureKeys).toEqual([]);
    await session.refresh();
    expect(f.auth.getState().user?.entitlements?.plans?.[0]?.featureKeys).toEqual(['analytics']);
    // A failed reload keeps what the user had (entitlement load failures are ignored).
    await session.refresh();
    expect(f.auth.getState()).toMatchObject({ status: 'authenticated', user: { entitlements: { plans: [{ featureKeys: ['analytics'] }] } } });
    expect(f.api.getEntitlements).toHaveBeenCalledTimes(3);
  });

  it('refresh is single-flight: concurrent calls share one request', async () => {
    const { session, api } = setup();
    let release!: () => void;
    api.refreshToken.mockReturnValue(new Promise((r) => (release = () => r(tokens({ accessToken: 'shared' })))));
    const calls = [session.refresh(), session.refresh(), session.refresh()];
    release();
    expect(await Promise.all(calls)).toEqual(['shared', 'shared', 'shared']);
    expect(api.refreshToken).toHaveBeenCalledTimes(1);
    await session.refresh();
    expect(api.refreshToken).toHaveBeenCalledTimes(2);
  });

  it('schedules the next refresh 30 s before expiry', async () => {
    const { session, api } = setup();
    api.refreshToken.mockResolvedValue(tokens({ expires_in: 300 }));
    await session.refresh();
    expect(api.refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(269_000);
    expect(api.refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.refreshToken).toHaveBeenCalledTimes(2);
  });

  it('a failed scheduled refresh signs the user out', async () => {
    const { session, api, auth } = setup();
    await session.start();
    api.refreshToken.mockRejectedValue(apiError('revoked', 401));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(auth.getState().status).toBe('unauthenticated');
    expect(session.getAccessToken()).toBeNull();
  });

  it('getAccessToken returns null once the token expired', async () => {
    const { session, api } = setup();
    api.refreshToken.mockResolvedValue({ accessToken: makeToken(), expires_in: 10 });
    await session.refresh();
    session.dispose();
    vi.advanceTimersByTime(10_001);
    expect(session.getAccessToken()).toBeNull();
  });

  it('logout calls the server, clears everything and goes to the login route', async () => {
    const { session, api, auth, navigate, emit } = setup();
    await session.start();
    await session.logout();
    expect(api.logout).toHaveBeenCalled();
    expect(auth.getState()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(session.getAccessToken()).toBeNull();
    expect(emit).toHaveBeenCalledWith({ type: 'logout' });
    expect(navigate).toHaveBeenCalledWith('/account/login');
  });

  it('logout clears locally even when the server call fails', async () => {
    const { session, api, logger, navigate } = setup();
    await session.start();
    api.logout.mockRejectedValue(apiError('down', 500));
    await session.logout();
    expect(session.getAccessToken()).toBeNull();
    expect(logger.warn).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/account/login');
  });

  it('dispose stops scheduled refreshes', async () => {
    const { session, api } = setup();
    await session.refresh();
    session.dispose();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(api.refreshToken).toHaveBeenCalledTimes(1);
  });
});
