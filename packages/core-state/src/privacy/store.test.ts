import { describe, expect, it } from 'vitest';
import { fakeAdminServer, httpError, type AdminHandler } from '../../test/admin-server';
import { selectMfaDevices, selectSessions } from './selectors';
import { createPrivacyStore } from './store';

const SESSIONS = '/identity/resources/users/sessions/v1/me';
const MFA = '/identity/resources/users/v1/mfa';

function setup(routes: Record<string, AdminHandler> = {}) {
  const server = fakeAdminServer({
    [`GET ${SESSIONS}`]: () => [
      { id: 's-old', createdAt: '2026-11-01T00:00:00Z' },
      { id: 's-cur', createdAt: '2026-11-20T00:00:00Z', current: true },
      { id: 's-new', createdAt: '2026-11-22T00:00:00Z' },
    ],
    [`DELETE ${SESSIONS}/*`]: () => undefined,
    [`GET ${MFA}/devices`]: () => ({ webauthn: [{ id: 'w-1', name: 'Key' }], phones: [{ id: 'ph-1', phoneNumber: '+1555' }], authenticators: [{ id: 'a-1' }], emails: [] }),
    [`POST ${MFA}/authenticator/*/disable/verify`]: (r) => {
      if ((r.body as { token: string }).token === '000000') throw httpError(400, 'Invalid code');
    },
    [`POST ${MFA}/sms/*/disable`]: () => ({ otcToken: 'otc-9' }),
    [`POST ${MFA}/sms/*/disable/verify`]: () => undefined,
    [`POST ${MFA}/webauthn/*/disable/verify`]: () => undefined,
    [`POST ${MFA}/disable`]: () => undefined,
    ...routes,
  });
  return { ...server, store: createPrivacyStore({ api: server.api.privacy }) };
}

describe('privacy store: sessions', () => {
  it('lists sessions with the current one first, revokes one, and all others', async () => {
    const { store, seen } = setup({ [`DELETE ${SESSIONS}/all`]: () => undefined });
    await store.getState().loadSessions();
    expect(selectSessions(store.getState()).map((s) => s.id)).toEqual(['s-cur', 's-new', 's-old']);
    store.getState().openRevokeSession('s-old');
    expect(await store.getState().revokeSession('s-old')).toBe(true);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', path: `${SESSIONS}/s-old` });
    expect(store.getState().dialogs.revokeSession.status).toBe('success');
    expect(await store.getState().revokeOtherSessions()).toBe(true);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', path: `${SESSIONS}/all` });
    expect(store.getState().sessions.data.map((s) => s.id)).toEqual(['s-cur']);
  });

  it('refuses to revoke the current session locally; server refusals shown as-is', async () => {
    const { store, seen } = setup({ [`DELETE ${SESSIONS}/*`]: () => { throw httpError(404, 'Session not found'); } });
    await store.getState().loadSessions();
    expect(await store.getState().revokeSession('s-cur')).toBe(false);
    expect(store.getState().dialogs.revokeSession.error).toBe('The current session ends with logout');
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(await store.getState().revokeSession('s-new')).toBe(false);
    expect(store.getState().dialogs.revokeSession).toEqual({ status: 'error', target: 's-new', error: 'Session not found' });
    expect(store.getState().sessions.data).toHaveLength(3);
  });
});

describe('privacy store: MFA', () => {
  it('lists devices flat and disables an authenticator with a code (re-auth), reloading devices', async () => {
    const { store, seen } = setup();
    await store.getState().loadMfaDevices();
    expect(selectMfaDevices(store.getState()).map((d) => `${d.kind}:${d.id}`)).toEqual(['authenticator:a-1', 'sms:ph-1', 'webauthn:w-1']);
    store.getState().openDisableMfa({ kind: 'authenticator', id: 'a-1' });
    expect(await store.getState().disableMfa('')).toBe(false);
    expect(store.getState().dialogs.disableMfa.error).toBe('Enter the code to confirm');
    expect(await store.getState().disableMfa('000000')).toBe(false);
    expect(store.getState().dialogs.disableMfa).toMatchObject({ status: 'error', error: 'Invalid code', target: { kind: 'authenticator', id: 'a-1' } });
    expect(await store.getState().disableMfa('123456')).toBe(true);
    expect(seen.filter((r) => r.method === 'POST').at(-1)).toMatchObject({ path: `${MFA}/authenticator/a-1/disable/verify`, body: { token: '123456' } });
    expect(seen.at(-1)?.path).toBe(`${MFA}/devices`);
  });

  it('SMS removal sends a code first, then verifies it with the challenge token', async () => {
    const { store, seen } = setup();
    store.getState().openDisableMfa({ kind: 'sms', id: 'ph-1' });
    expect(await store.getState().disableMfa('111111')).toBe(false);
    expect(store.getState().dialogs.disableMfa.error).toBe('Send the code to the phone first');
    expect(await store.getState().startDisableSms('ph-1')).toBe(true);
    expect(store.getState().dialogs.disableMfa).toEqual({ status: 'open', target: { kind: 'sms', id: 'ph-1', otcToken: 'otc-9' } });
    expect(await store.getState().disableMfa('111111')).toBe(true);
    expect(seen.find((r) => r.path === `${MFA}/sms/ph-1/disable/verify`)?.body).toEqual({ otcToken: 'otc-9', code: '111111' });
  });

  it('disables all MFA with a recovery code, and a WebAuthn key without one', async () => {
    const { store, seen } = setup();
    store.getState().openDisableMfa({ kind: 'all' });
    await store.getState().disableMfa('RECOVERY-1');
    expect(seen.find((r) => r.path === `${MFA}/disable`)?.body).toEqual({ token: 'RECOVERY-1' });
    store.getState().openDisableMfa({ kind: 'webauthn', id: 'w-1' });
    expect(await store.getState().disableMfa()).toBe(true);
    // The one-call removal (under a step-up): the second step's path with an empty body.
    expect(seen.find((r) => r.path === `${MFA}/webauthn/w-1/disable/verify`)?.body).toEqual({});
  });

  it('marks the current session from /me/current when the list does not', async () => {
    const { store, seen } = setup({
      [`GET ${SESSIONS}`]: () => [{ id: 's-1' }, { id: 's-2' }],
      [`GET ${SESSIONS}/current`]: () => ({ id: 's-2' }),
    });
    await store.getState().loadSessions();
    expect(store.getState().sessions.data.map((s) => [s.id, s.current])).toEqual([['s-1', false], ['s-2', true]]);
    expect(seen.map((r) => r.path)).toEqual([SESSIONS, `${SESSIONS}/current`]);
  });
});
