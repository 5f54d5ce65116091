import { describe, expect, it } from 'vitest';
import { fakeAdminServer, httpError, type AdminHandler } from '../../test/admin-server';
import { createAdminPreviewApi } from '../preview/admin/api';
import { fromSessionPolicyForm, selectGeneralReady, selectSessionPolicyForm } from './selectors';
import { createSecurityPoliciesStore, SECURITY_POLICIES_MESSAGES } from './store';

const SESSIONS = '/identity/resources/configurations/sessions/v1';
const C = '/identity/resources/configurations/v1';

function setup(routes: Record<string, AdminHandler> = {}) {
  const sessions = {
    sessionConcurrentConfiguration: { isActive: false, maxSessions: 10 },
    sessionIdleTimeoutConfiguration: { isActive: false, timeout: 3600 },
    sessionTimeoutConfiguration: { isActive: false, timeout: 7776000 },
  };
  const lockout = { enabled: true, maxAttempts: 5 };
  const server = fakeAdminServer({
    [`GET ${SESSIONS}`]: () => sessions,
    [`POST ${SESSIONS}`]: (r) => Object.assign(sessions, r.body),
    [`GET ${C}/mfa-policy`]: () => ({ enforceMFAType: 'DontForce', allowRememberMyDevice: true, mfaDeviceExpiration: 1209600 }),
    [`GET ${C}/lockout-policy`]: () => lockout,
    [`POST ${C}/lockout-policy`]: (r) => Object.assign(lockout, r.body),
    [`GET ${C}/password-history-policy`]: () => ({ enabled: true, historySize: 3 }),
    ...routes,
  });
  return { ...server, store: createSecurityPoliciesStore({ api: server.api.securityPolicies }) };
}

describe('security-policies store', () => {
  it('loads the session policy as form values and saves the whole form back', async () => {
    const { store, seen } = setup();
    await store.getState().loadSessions();
    const form = selectSessionPolicyForm(store.getState());
    expect(form).toEqual({ concurrentActive: false, maxSessions: 10, idleActive: false, idleTimeout: 3600, timeoutActive: false, sessionTimeout: 7776000 });
    expect(selectSessionPolicyForm(store.getState())).toBe(form);
    expect(await store.getState().saveSessions(fromSessionPolicyForm({ ...form, concurrentActive: true, maxSessions: 1 }))).toBe(true);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: { sessionConcurrentConfiguration: { isActive: true, maxSessions: 1 } } });
    expect(store.getState().sessionsSave.status).toBe('success');
    expect(store.getState().savedCount).toBe(1);
    expect(selectSessionPolicyForm(store.getState()).maxSessions).toBe(1);
  });

  it('refuses a figure that is not a whole number above 0 without calling; shows the server refusal as-is', async () => {
    const { store, seen } = setup({ [`POST ${SESSIONS}`]: () => { throw httpError(400, 'sessionIdleTimeoutConfiguration.timeout: Too small'); } });
    await store.getState().loadSessions();
    const calls = seen.length;
    expect(await store.getState().saveSessions({ sessionIdleTimeoutConfiguration: { isActive: true, timeout: 0 } })).toBe(false);
    expect(store.getState().sessionsSave).toEqual({ status: 'error', error: SECURITY_POLICIES_MESSAGES.wholePositive });
    expect(seen.length).toBe(calls);
    expect(await store.getState().saveSessions({ sessionIdleTimeoutConfiguration: { isActive: true, timeout: 5 } })).toBe(false);
    expect(store.getState().sessionsSave.error).toBe('sessionIdleTimeoutConfiguration.timeout: Too small');
    expect(store.getState().savedCount).toBe(0);
  });

  it('loads the general settings together and saves each policy on its own', async () => {
    const { store, seen } = setup();
    await store.getState().loadGeneral();
    expect(selectGeneralReady(store.getState())).toBe(true);
    expect(await store.getState().saveLockout({ maxAttempts: 3 })).toBe(true);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: `${C}/lockout-policy`, body: { maxAttempts: 3 } });
    expect(store.getState().lockout.data).toEqual({ enabled: true, maxAttempts: 3 });
    expect(store.getState().saves).toMatchObject({ lockout: { status: 'success' }, mfa: { status: 'idle' } });
  });

  it('works the same over the preview data (spec demo figures)', async () => {
    const store = createSecurityPoliciesStore({ api: createAdminPreviewApi({ delayMs: 0 }).securityPolicies });
    await store.getState().loadSessions();
    expect(selectSessionPolicyForm(store.getState())).toMatchObject({ maxSessions: 10, idleTimeout: 3600, sessionTimeout: 7776000 });
    expect(await store.getState().saveSessions({ sessionConcurrentConfiguration: { isActive: true, maxSessions: 2 } })).toBe(true);
    expect(store.getState().sessions.data?.sessionIdleTimeoutConfiguration).toEqual({ isActive: true, timeout: 3600 });
    await store.getState().loadGeneral();
    expect(await store.getState().savePasswordHistory({ enabled: false })).toBe(true);
    // The policy is a record (id and times), as the server answers it.
    expect(store.getState().passwordHistory.data).toEqual({ enabled: false, historySize: 3, id: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String) });
  });
});
