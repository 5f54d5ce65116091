import { describe, expect, it } from 'vitest';
import { fakeAdminServer, httpError, type AdminHandler } from '../../test/admin-server';
import { createAdminPreviewApi } from '../preview/admin/api';
import { selectAdjustInitial, selectAdjustSuggestion, selectRecommendationRows } from './selectors';
import { SECURITY_CENTER_MESSAGES, createSecurityCenterStore } from './store';

const SC = '/security-center/resources/v1';
const SESSIONS = '/identity/resources/configurations/sessions/v1';
const BULK = '/identity/resources/users/v1/passwords/breached/reset/bulk';

function setup(routes: Record<string, AdminHandler> = {}) {
  let score = 40;
  const server = fakeAdminServer({
    [`GET ${SC}/recommendations`]: () => ({
      score, scoring: { MFA: 0 },
      items: [
        { code: 'BREACHED_PASSWORDS', severity: 'SEVERE', category: 'PASSWORD', action: 'RESET_BREACHED_PASSWORDS', metadata: { count: 2 } },
        { code: 'IDLE_SESSION', severity: 'WARNING', category: 'SESSIONS', action: 'ADJUST_IDLE_TIMEOUT', metadata: { recommended: 3600 } },
        { code: 'CONFIGURE_SSO', severity: 'INFO', category: 'SSO' },
      ],
    }),
    [`GET ${SC}/insights`]: () => ({ items: [{ category: 'MFA', code: 'MFA_USAGE', metadata: { enrolled: 1, total: 2 } }] }),
    [`POST ${BULK}`]: () => undefined,
    [`GET ${SESSIONS}`]: () => ({ sessionConcurrentConfiguration: { isActive: true, maxSessions: 3 }, sessionIdleTimeoutConfiguration: { isActive: false } }),
    [`POST ${SESSIONS}`]: (r) => ((score = 48), r.body),
    ...routes,
  });
  return { ...server, store: createSecurityCenterStore({ api: server.api.securityCenter }) };
}

describe('security-centre store', () => {
  it('loads score, recommendations and insights; rows carry the action each recommendation offers', async () => {
    const { store } = setup();
    expect(await store.getState().load()).toBe(true);
    const s = store.getState();
    expect(s).toMatchObject({ status: 'ready', score: 40, scoring: { MFA: 0 } });
    expect(s.insights).toHaveLength(1);
    const rows = selectRecommendationRows(s);
    expect(rows.map((r) => r.run)).toEqual([{ kind: 'resetBreached' }, { kind: 'adjust', setting: 'idleTimeout', suggested: 3600 }, undefined]);
    expect(selectRecommendationRows(store.getState())).toBe(rows);
    expect(selectAdjustSuggestion('idleTimeout')(s)).toBe(3600);
  });

  it('the adjust dialog starts from the stored setting (on or off), the suggestion only when none is stored', async () => {
    const { store } = setup({
      [`GET ${SESSIONS}`]: () => ({ sessionIdleTimeoutConfiguration: { isActive: false, timeout: 1800 }, sessionConcurrentConfiguration: { isActive: true, maxSessions: 3 } }),
    });
    await store.getState().load();
    const s = store.getState();
    expect(selectAdjustInitial('idleTimeout')(s)).toBe(1800);
    expect(selectAdjustInitial('maxSessions')(s)).toBe(3);
    expect(selectAdjustInitial('forceRelogin')(s)).toBeUndefined();
    expect(selectAdjustInitial(undefined)(s)).toBeUndefined();
    // Without a stored figure the recommendation's suggestion fills in; an unreadable policy never fails the load.
    const bare = setup({ [`GET ${SESSIONS}`]: () => { throw httpError(403, 'Forbidden'); } }).store;
    expect(await bare.getState().load()).toBe(true);
    expect(bare.getState().sessionPolicy).toBeNull();
    expect(selectAdjustInitial('idleTimeout')(bare.getState())).toBe(3600);
  });

  it('sends the reset e-mails through the bulk call, closes the dialog with a notice and reloads', async () => {
    const { store, calls } = setup();
    await store.getState().load();
    store.getState().openDialog('resetBreached');
    expect(await store.getState().resetBreachedPasswords()).toBe(true);
    expect(calls('POST', BULK)).toHaveLength(1);
    expect(store.getState().dialogs.resetBreached.status).toBe('success');
    expect(store.getState().notice).toBe('resetSent');
    expect(calls('GET', `${SC}/recommendations`)).toHaveLength(2);
  });

  it('adjusting a session setting sends the whole configuration with that part turned on, then reloads the score', async () => {
    const { store, calls } = setup();
    await store.getState().load();
    store.getState().openDialog('adjust', 'idleTimeout');
    expect(store.getState().dialogs.adjust).toEqual({ status: 'open', target: 'idleTimeout' });
    expect(await store.getState().adjustSession('idleTimeout', 1800)).toBe(true);
    expect(calls('POST', SESSIONS)[0]?.body).toEqual({
      sessionConcurrentConfiguration: { isActive: true, maxSessions: 3 }, sessionIdleTimeoutConfiguration: { isActive: true, timeout: 1800 },
    });
    expect(store.getState()).toMatchObject({ score: 48, notice: 'sessionUpdated', dialogs: { adjust: { status: 'success' } } });
  });

  it('refuses a value that is not a whole positive number locally, without a call', async () => {
    const { store, seen } = setup();
    expect(await store.getState().adjustSession('maxSessions', 0)).toBe(false);
    expect(await store.getState().adjustSession('forceRelogin', 1.5)).toBe(false);
    expect(store.getState().dialogs.adjust).toMatchObject({ status: 'error', error: SECURITY_CENTER_MESSAGES.wholePositive, target: 'forceRelogin' });
    expect(seen).toEqual([]);
  });

  it('keeps the server\'s message when a call fails; reload keeps the shown data while loading', async () => {
    const { store } = setup({ [`POST ${BULK}`]: () => { throw httpError(403, 'Forbidden'); } });
    await store.getState().load();
    expect(await store.getState().resetBreachedPasswords()).toBe(false);
    expect(store.getState().dialogs.resetBreached).toEqual({ status: 'error', error: 'Forbidden' });
    const pending = store.getState().reload();
    expect(store.getState()).toMatchObject({ status: 'ready', score: 40 });
    expect(await pending).toBe(true);
    const broken = setup({ [`GET ${SC}/insights`]: () => { throw httpError(500, 'Boom'); } });
    expect(await broken.store.getState().load()).toBe(false);
    expect(broken.store.getState()).toMatchObject({ status: 'error', error: 'Boom' });
  });

  it('preview: the spec demo score 79, its recommendations and a session configuration kept in memory', async () => {
    const store = createSecurityCenterStore({ api: createAdminPreviewApi({ delayMs: 0 }).securityCenter });
    await store.getState().load();
    expect(store.getState().score).toBe(79);
    expect(selectRecommendationRows(store.getState()).map((r) => r.code)).toEqual(['FORCE_MFA', 'BREACHED_PASSWORDS', 'CONFIGURE_SSO']);
    expect(await store.getState().adjustSession('idleTimeout', 900)).toBe(true);
    expect(store.getState().insights.find((i) => i.code === 'SESSION_POLICY')?.metadata).toMatchObject({ idleTimeout: 900, maxSessions: 10, timeout: 7776000 });
  });
});
