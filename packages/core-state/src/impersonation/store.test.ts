import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../auth/sign-in';
import { apiError, fakeContext, makeToken, tokens } from '../../test/fixtures';
import { createPreviewApi } from '../preview/api';
import { selectImpersonator, selectIsImpersonated } from './selectors';
import { createImpersonationStore } from './store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const ADMIN = { sub: 'admin-1', email: 'admin@acme.test' };

const setup = () => {
  const f = fakeContext();
  // The session reload: the refreshed token names the member and carries `act` while impersonating.
  let acting = false;
  f.api.impersonate.mockImplementation(async () => void (acting = true));
  f.api.endImpersonation.mockImplementation(async () => void (acting = false));
  const reload = vi.fn(async () => {
    const claims = acting ? { sub: 'member-1', act: ADMIN } : { sub: ADMIN.sub };
    await signIn(f.ctx, tokens({ accessToken: makeToken(claims) }));
    return 'token';
  });
  return { ...f, reload, store: createImpersonationStore(f.ctx, reload) };
};

describe('impersonation store', () => {
  it('impersonating → success → reload session after 1000 ms → reset; the selector then names the admin', async () => {
    const { store, api, reload, auth } = setup();
    const done = store.getState().impersonate({ userId: 'member-1', reason: '  Ticket 42  ' });
    expect(store.getState()).toMatchObject({ step: 'impersonating', loading: true, userId: 'member-1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.impersonate).toHaveBeenCalledWith({ userId: 'member-1', reason: 'Ticket 42' });
    expect(store.getState().step).toBe('success');
    await vi.advanceTimersByTimeAsync(999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ step: 'idle', loading: false });
    expect(selectImpersonator(auth.getState())).toEqual(ADMIN);
    expect(selectImpersonator(auth.getState())).toBe(selectImpersonator(auth.getState()));
    expect(selectIsImpersonated(auth.getState())).toBe(true);
  });

  it('end → reload → back to the admin (no act)', async () => {
    const { store, api, auth } = setup();
    const started = store.getState().impersonate({ userId: 'member-1', reason: 'r' });
    await vi.advanceTimersByTimeAsync(1000);
    await started;
    await expect(store.getState().end()).resolves.toBe(true);
    expect(api.endImpersonation).toHaveBeenCalledTimes(1);
    expect(selectImpersonator(auth.getState())).toBeNull();
    expect(auth.getState().user?.claims.sub).toBe(ADMIN.sub);
    expect(store.getState().step).toBe('idle');
  });

  it('refuses a blank reason locally and shows a server refusal as is, without reloading', async () => {
    const { store, api, reload } = setup();
    await expect(store.getState().impersonate({ userId: 'member-1', reason: '  ' })).resolves.toBe(false);
    expect(store.getState()).toMatchObject({ step: 'failed', error: 'A reason is required to impersonate a user' });
    expect(api.impersonate).not.toHaveBeenCalled();
    api.impersonate.mockRejectedValueOnce(apiError('User not found', 404));
    await expect(store.getState().impersonate({ userId: 'other', reason: 'r' })).resolves.toBe(false);
    expect(store.getState()).toMatchObject({ step: 'failed', loading: false, error: 'User not found' });
    expect(reload).not.toHaveBeenCalled();
    store.getState().reset();
    expect(store.getState()).toMatchObject({ step: 'idle' });
    expect(store.getState().error).toBeUndefined();
  });

  it('a failed end still reloads the session (expired impersonation signs out) and reports false', async () => {
    const { store, api, reload, logger } = setup();
    api.endImpersonation.mockRejectedValueOnce(apiError('Unauthorized', 401));
    reload.mockResolvedValueOnce(null as unknown as string);
    await expect(store.getState().end()).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('the preview fake answers like the server: act on the next token, refusals worded the same', async () => {
    vi.useRealTimers();
    const api = createPreviewApi({ delayMs: 0 });
    await expect(api.impersonate({ userId: 'preview-user', reason: 'r' })).rejects.toThrow('You cannot impersonate yourself');
    await expect(api.endImpersonation()).rejects.toThrow('This session is not an impersonation');
    await api.impersonate({ userId: 'u-7', reason: 'r' });
    const claims = JSON.parse(atob((await api.refreshToken({})).accessToken!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    expect(claims).toMatchObject({ sub: 'u-7', act: { sub: 'preview-user', email: 'preview.user@acme.example' } });
    await expect(api.impersonate({ userId: 'u-8', reason: 'r' })).rejects.toThrow('You cannot impersonate while impersonating');
    await api.endImpersonation();
    const after = JSON.parse(atob((await api.refreshToken({})).accessToken!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    expect(after.act).toBeUndefined();
  });
});

describe('impersonation dialog', () => {
  it('open → loading → success (closed) while the flow goes on; a refusal keeps it open with the error', async () => {
    const { store, api } = setup();
    store.getState().openDialog('member-1');
    expect(store.getState().dialog).toEqual({ status: 'open', target: 'member-1' });
    api.impersonate.mockRejectedValueOnce(apiError('User not found', 404));
    await store.getState().impersonate({ userId: 'member-1', reason: 'r' });
    expect(store.getState().dialog).toEqual({ status: 'error', target: 'member-1', error: 'User not found' });
    const done = store.getState().impersonate({ userId: 'member-1', reason: 'r' });
    expect(store.getState().dialog.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().dialog.status).toBe('success');
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(store.getState().dialog.status).toBe('closed');
    store.getState().openDialog('x');
    store.getState().closeDialog();
    expect(store.getState().dialog.status).toBe('closed');
  });
});
