import { describe, expect, it, vi } from 'vitest';
import { fakeContext, makeToken } from '../../../test/fixtures';
import { SESSION_MESSAGES } from '../errors';
import { createTabSync } from '../tab-sync';
import { CLIENT_ID, idToken, ISSUER, METADATA, REDIRECT_URI, stubTokenEndpoint, tokenAnswer } from '../../../test/session/fake-as';
import { channelName, fakeLocks, openChannel } from '../../../test/session/tabs';
import { createHostedSession } from './controller';
import { createOAuthClient } from './oauth';
import { TRANSACTION_KEY } from './transaction';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

type Answer = Parameters<typeof stubTokenEndpoint>[0];

function setup(o: { page?: string; answer?: Answer; storage?: ReturnType<typeof memoryStorage>; sync?: ReturnType<typeof createTabSync> } = {}) {
  const order: string[] = [];
  let nonce = '';
  const answer: Answer = o.answer ?? ((form) =>
    form.get('grant_type') === 'authorization_code'
      ? tokenAnswer({ access_token: makeToken(), token_type: 'Bearer', expires_in: 600, id_token: idToken({ nonce }), refresh_token: 'rt-1' })
      : tokenAnswer({ error: 'invalid_grant' }, 400));
  const stub = stubTokenEndpoint((form, init) => {
    order.push(`token:${form.get('grant_type')}`);
    return answer(form, init);
  });
  const f = fakeContext({ page: o.page ?? 'https://app.test/dashboard?x=1' });
  const storage = o.storage ?? memoryStorage();
  const history = { state: null, replaceState: vi.fn((_s: unknown, _t: string, url: string) => void order.push(`replace:${url}`)) };
  const endSession = vi.fn(async () => {});
  const oauth = createOAuthClient({ issuer: ISSUER, clientId: CLIENT_ID, redirectUri: REDIRECT_URI, metadata: METADATA, fetch: stub.fetch });
  const begin = oauth.begin.bind(oauth);
  oauth.begin = async (...args) => {
    const r = await begin(...args);
    nonce = r.transaction.nonce;
    return r;
  };
  const session = createHostedSession(f.ctx, { oauth, redirectUri: REDIRECT_URI, storage, history, endSession, ...(o.sync ? { sync: o.sync } : {}) });
  return { ...f, session, storage, history, stub, order, endSession, setNonce: (n: string) => (nonce = n) };
}

/** Runs the redirect leg: start() on a plain page, then returns the callback URL the server would send back. */
async function redirectLeg(s: ReturnType<typeof setup>, extra: Record<string, string> = {}) {
  await s.session.start();
  const authorize = new URL(s.navigate.mock.calls.at(-1)![0]);
  const back = new URL(REDIRECT_URI);
  back.searchParams.set('code', 'code-1');
  back.searchParams.set('state', authorize.searchParams.get('state')!);
  back.searchParams.set('iss', ISSUER);
  for (const [k, v] of Object.entries(extra)) back.searchParams.set(k, v);
  return { authorize, callback: back.toString() };
}

describe('hosted session', () => {
  it('start: a silent (cookie) refresh that works authenticates without leaving the page', async () => {
    const s = setup({ answer: () => tokenAnswer({ access_token: makeToken(), token_type: 'Bearer', expires_in: 600 }) });
    await s.session.start();
    expect(s.auth.getState().status).toBe('authenticated');
    expect(s.navigate).not.toHaveBeenCalled();
    expect(s.stub.calls[0]!.form.get('grant_type')).toBe('refresh_token');
  });

  it('start: silent refresh fails → unauthenticated, then the authorize redirect with a saved transaction', async () => {
    const s = setup();
    await s.session.start();
    expect(s.auth.getState()).toMatchObject({ status: 'unauthenticated', isLoading: false, error: undefined });
    const url = new URL(s.navigate.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe(`${ISSUER}/authorize`);
    const tx = JSON.parse(s.storage.map.get(TRANSACTION_KEY)!);
    expect(tx).toMatchObject({ state: url.searchParams.get('state'), returnTo: 'https://app.test/dashboard?x=1' });
  });

  it('callback: strips code/state/iss before the exchange, signs in, removes the transaction, returns', async () => {
    const first = setup();
    const { callback } = await redirectLeg(first);
    const s = setup({ page: callback, storage: first.storage });
    s.setNonce(JSON.parse(first.storage.map.get(TRANSACTION_KEY)!).nonce);
    await s.session.start();
    expect(s.order[0]).toBe('replace:https://app.test/oauth/callback');
    expect(s.order[1]).toBe('token:authorization_code');
    expect(s.order[2]).toBe('replace:https://app.test/dashboard?x=1');
    expect(s.auth.getState()).toMatchObject({ status: 'authenticated', user: expect.objectContaining({ id: 'u-1' }) });
    expect(s.storage.map.size).toBe(0);
    expect(s.session.getAccessToken()).toBeTruthy();
    expect(s.navigate).not.toHaveBeenCalled();
  });

  it('callback: a state mismatch clears the transaction, shows a clear error and does not loop', async () => {
    const first = setup();
    const { callback } = await redirectLeg(first, { state: 'forged' });
    const s = setup({ page: callback, storage: first.storage });
    await s.session.start();
    expect(s.auth.getState()).toMatchObject({ status: 'unauthenticated', error: SESSION_MESSAGES.state_mismatch });
    expect(s.storage.map.size).toBe(0);
    expect(s.stub.calls).toHaveLength(0);
    expect(s.navigate).not.toHaveBeenCalled();
    expect(s.history.replaceState).toHaveBeenCalledWith(null, '', REDIRECT_URI);
  });

  it('callback: replaying the same response fails (state is single use)', async () => {
    const first = setup();
    const { callback } = await redirectLeg(first);
    const s = setup({ page: callback, storage: first.storage });
    s.setNonce(JSON.parse(first.storage.map.get(TRANSACTION_KEY)!).nonce);
    await s.session.start();
    const replay = setup({ page: callback, storage: first.storage });
    await replay.session.start();
    expect(replay.auth.getState()).toMatchObject({ status: 'unauthenticated', error: SESSION_MESSAGES.no_transaction });
    expect(replay.stub.calls).toHaveLength(0);
  });

  it('callback: an error response from the server is shown', async () => {
    const first = setup();
    const { callback } = await redirectLeg(first, { error: 'access_denied', error_description: 'Denied' });
    const url = new URL(callback);
    url.searchParams.delete('code');
    const s = setup({ page: url.toString(), storage: first.storage });
    await s.session.start();
    expect(s.auth.getState().error).toContain('Denied');
  });

  it('refresh rotates the in-memory refresh token; a refused refresh clears user and token and redirects', async () => {
    let n = 0;
    const first = setup();
    const { callback } = await redirectLeg(first);
    const s = setup({
      page: callback,
      storage: first.storage,
      answer: (form) => {
        if (form.get('grant_type') === 'authorization_code') {
          return tokenAnswer({ access_token: makeToken(), token_type: 'Bearer', expires_in: 600, id_token: idToken({ nonce: JSON.parse(txRaw).nonce }), refresh_token: 'rt-1' });
        }
        n++;
        return form.get('refresh_token') === `rt-${n}`
          ? tokenAnswer({ access_token: makeToken({ n }), token_type: 'Bearer', expires_in: 600, refresh_token: `rt-${n + 1}` })
          : tokenAnswer({ error: 'invalid_grant' }, 400);
      },
    });
    const txRaw = first.storage.map.get(TRANSACTION_KEY)!;
    await s.session.start();
    expect(await s.session.refresh()).toBeTruthy();
    expect(await s.session.refresh()).toBeTruthy();
    expect(s.stub.calls.map((c) => c.form.get('refresh_token'))).toEqual([null, 'rt-1', 'rt-2']);
    n = 99;
    expect(await s.session.refresh()).toBeNull();
    expect(s.auth.getState()).toMatchObject({ status: 'unauthenticated', user: null, error: SESSION_MESSAGES.refresh_failed });
    expect(s.session.getAccessToken()).toBeNull();
    expect(s.navigate).toHaveBeenCalledTimes(1);
  });

  it('logout ends the server session, then every tab is signed out and sent to the login', async () => {
    const name = channelName();
    const locks = fakeLocks();
    const ok = () => tokenAnswer({ access_token: makeToken(), token_type: 'Bearer', expires_in: 600 });
    const a = setup({ answer: ok, sync: createTabSync({ name, locks, channel: openChannel(name) }) });
    const b = setup({ answer: ok, sync: createTabSync({ name, locks, channel: openChannel(name) }) });
    await Promise.all([a.session.start(), b.session.start()]);
    expect([a.auth.getState().status, b.auth.getState().status]).toEqual(['authenticated', 'authenticated']);
    await a.session.logout();
    expect(a.endSession).toHaveBeenCalledWith(expect.stringContaining(`${ISSUER}/logout?client_id=${CLIENT_ID}`));
    for (let i = 0; i < 100 && b.auth.getState().status !== 'unauthenticated'; i++) await new Promise((r) => setTimeout(r, 5));
    expect(b.auth.getState().status).toBe('unauthenticated');
    expect(b.session.getAccessToken()).toBeNull();
    for (let i = 0; i < 100 && b.navigate.mock.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(new URL(b.navigate.mock.calls[0]![0]).pathname).toBe('/authorize');
    a.session.dispose();
    b.session.dispose();
  });

  it('never stores tokens: after sign-in the storage is empty', async () => {
    const first = setup();
    const { callback } = await redirectLeg(first);
    const s = setup({ page: callback, storage: first.storage });
    s.setNonce(JSON.parse(first.storage.map.get(TRANSACTION_KEY)!).nonce);
    await s.session.start();
    expect(s.auth.getState().status).toBe('authenticated');
    expect([...s.storage.map.keys()]).toEqual([]);
    expect(JSON.stringify(s.auth.getState())).not.toContain(s.session.getAccessToken()!);
  });
});

describe('hosted session background refresh', () => {
  it('a failed scheduled refresh clears user and token and falls back to the authorize redirect', async () => {
    let calls = 0;
    const s = setup({
      answer: () => (++calls === 1 ? tokenAnswer({ access_token: makeToken(), token_type: 'Bearer', expires_in: 2 }) : tokenAnswer({ error: 'invalid_grant' }, 400)),
    });
    await s.session.start();
    expect(s.auth.getState().status).toBe('authenticated');
    for (let i = 0; i < 100 && s.navigate.mock.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(calls).toBe(2);
    expect(s.auth.getState()).toMatchObject({ status: 'unauthenticated', user: null, error: SESSION_MESSAGES.refresh_failed });
    expect(s.session.getAccessToken()).toBeNull();
    expect(new URL(s.navigate.mock.calls[0]![0]).pathname).toBe('/authorize');
    s.session.dispose();
  });
});

describe('hosted session loop guard', () => {
  it('stops after three redirects in a row that never came back through the callback', async () => {
    const storage = memoryStorage();
    for (let i = 0; i < 3; i++) {
      const s = setup({ storage });
      await s.session.start();
      expect(s.navigate).toHaveBeenCalledTimes(1);
    }
    const fourth = setup({ storage });
    await fourth.session.start();
    expect(fourth.navigate).not.toHaveBeenCalled();
    expect(fourth.auth.getState()).toMatchObject({ status: 'unauthenticated', error: SESSION_MESSAGES.redirect_loop });
    expect(storage.map.size).toBe(0);
  });
});
