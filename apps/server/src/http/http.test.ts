import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, startServer, type TestServer } from '../test/fixture';

let t: TestServer;
beforeAll(async () => { t = await startServer({ maxBodyBytes: 2048 }); });
afterAll(async () => t?.close());
const ID = '/identity/resources';

describe('HTTP errors', () => {
  it('404 for unknown routes, 405 with Allow for wrong methods, 413 for oversized bodies, all as { errors }', async () => {
    const unknown = await t.browser().fetch('/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.data).toEqual({ errors: ['Not found'] });
    const wrong = await t.browser().fetch(`${ID}/auth/v1/user`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(wrong.headers.get('x-portico-route')).toBe('none');
    expect(unknown.headers.get('x-portico-route')).toBe('none');
    const big = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_ADMIN, password: 'x'.repeat(5000) } });
    expect(big.status).toBe(413);
    expect(big.data).toEqual({ errors: ['Error request is too large'] });
  });
});

describe('router miss marker', () => {
  it('marks only the router 404/405, never a 404 a handler answers for a missing resource', async () => {
    const { accessToken } = await t.login(DEMO_ADMIN);
    const team = await t.browser().fetch('/team/resources/members/v1/nope/nothing', { token: accessToken });
    expect(team.status).toBe(404);
    expect(team.headers.get('x-portico-route')).toBe('none');
    const missing = await t.browser().fetch(`/team/resources/members/v1/${crypto.randomUUID()}/resendActivationEmail`, { method: 'POST', token: accessToken });
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ errors: ['Not found'] });
    expect(missing.headers.get('x-portico-route')).toBeNull();
    const served = await t.browser().fetch(`${ID}/users/v2/me`, { token: accessToken });
    expect(served.status).toBe(200);
    expect(served.headers.get('x-portico-route')).toBeNull();
  });
});

describe('public vendor configuration', () => {
  it.each([
    ['/vendors/public', { name: 'Demo', whiteLabelMode: false }],
    ['/flags?feature-keys=authorization,temporary-users,unknown', { authorization: 'on', 'temporary-users': 'on', unknown: 'off' }],
    [`${ID}/configurations/v1/lockout-policy`, { enabled: true, maxAttempts: 5 }],
    [`${ID}/configurations/v1/password-history-policy`, { enabled: true, historySize: 3 }],
    [`${ID}/configurations/v1/captcha-policy/public`, { enabled: false }],
    [`${ID}/configurations/v1/mfa-policy`, { enforceMFAType: 'DontForce' }],
    [`${ID}/configurations/v1/public`, { allowSignups: true, authStrategy: 'EmailAndPassword' }],
  ])('GET %s', async (path, expected) => {
    const res = await t.browser().fetch(path);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject(expected);
  });
  it('serves public auth strategies and the JWKS', async () => {
    expect((await t.browser().fetch(`${ID}/configurations/v1/auth/strategies/public`)).data.strategies[0]).toEqual({ strategy: 'EmailAndPassword', isActive: true });
    const jwks = await t.browser().fetch('/.well-known/jwks.json');
    expect(jwks.data.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.data.keys[0].d).toBeUndefined();
  });
});

describe('dev mailbox', () => {
  it('lists mail newest first with links and codes (one address or all), and validates the query', async () => {
    await t.browser().fetch(`${ID}/users/v1/passwords/reset`, { json: { email: DEMO_MEMBER } });
    await t.browser().fetch(`${ID}/users/v1/passwords/reset`, { json: { email: DEMO_MEMBER } });
    const res = await fetch(`${t.url}/dev/mailbox?to=${DEMO_MEMBER}`);
    const list = (await res.json()) as { id: string; channel: string; createdAt: string; links: string[] }[];
    expect(list).toHaveLength(2);
    expect(list[0]!.channel).toBe('email');
    expect(list[0]!.links[0]).toMatch(/^http:\/\/app\.test\/account\/reset-password\?/);
    expect(list[0]!.createdAt >= list[1]!.createdAt).toBe(true);
    // Without `to`: every message of the run (the e2e log check collects the codes and link tokens from it).
    const all = (await (await fetch(`${t.url}/dev/mailbox`)).json()) as { id: string }[];
    expect(all.map((m) => m.id)).toEqual(expect.arrayContaining(list.map((m) => m.id)));
    expect((await fetch(`${t.url}/dev/mailbox?to=x`)).status).toBe(400);
  });
});

describe('lockout and enumeration', () => {
  it('holds under parallel guessing: at most maxAttempts guesses are ever checked, then even the right password fails', async () => {
    await t.deps.vendor.update({ lockoutPolicy: { enabled: true, maxAttempts: 3 } });
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_MEMBER, password: `guess-${i}` } })));
    expect(guesses.every((g) => g.status === 401)).toBe(true);
    const row = await t.db.selectFrom('users').select('failed_login_attempts').where('email', '=', DEMO_MEMBER).executeTakeFirstOrThrow();
    expect(row.failed_login_attempts).toBe(3);
    const right = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_MEMBER, password: 'Portico-demo-1' } });
    expect(right.status).toBe(401);
    const audits = await t.db.selectFrom('audits').select('description').where('action', '=', 'Login failed').execute();
    expect(audits.some((a) => a.description.includes('locked'))).toBe(true);
    // A password reset unlocks.
    await t.db.updateTable('users').set({ failed_login_attempts: 0 }).where('email', '=', DEMO_MEMBER).execute();
    await t.deps.vendor.update({ lockoutPolicy: { enabled: true, maxAttempts: 5 } });
  });

  it('unknown and known accounts answer alike, in similar time', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      const r = await t.browser().fetch(`${ID}/auth/v1/user`, { json: { email, password: 'wrong-password' } });
      return { ms: performance.now() - start, r };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Eight of each: a median of four moved by one slow request on a loaded machine (PostgreSQL beside the browsers).
    for (let i = 0; i < 8; i++) {
      known.push((await time(DEMO_ADMIN)).ms);
      // Under the lockout's five attempts on every round, so each one is an ordinary wrong password.
      await t.db.updateTable('users').set({ failed_login_attempts: 0 }).where('email', '=', DEMO_ADMIN).execute();
      const u = await time(`ghost${i}@acme.test`);
      unknown.push(u.ms);
      expect(u.r.status).toBe(401);
    }
    await t.db.updateTable('users').set({ failed_login_attempts: 0 }).execute();
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Both paths run one argon2id verify; the gap stays within a few milliseconds plus noise.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(25, median(known)));
  });
});
