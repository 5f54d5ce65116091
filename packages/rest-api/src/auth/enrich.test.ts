import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { login, mfaVerify, refreshToken } from './calls';
import { DEFAULT_TOKEN_EXPIRES_IN_SECONDS } from './constants';
import { AUTH_SAMPLES as S } from './samples';

// An unsigned JWT: the client only decodes claims, it never verifies (the server does).
const jwt = (claims: object) =>
  [{ alg: 'none', typ: 'JWT' }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.sig';

const ME = '/frontegg/identity/resources/users/v2/me';
const claims = { sub: 'u-1', email: 'claims@example.com', tenantId: 't-1', amr: ['pwd', 'mfa', 'otp'], auth_time: 1_700_000_000 };
const me = { id: 'u-1', email: 'ada@example.com', name: 'Ada', roles: [{ id: 'r-1', key: 'admin', name: 'Admin' }] };

describe('token response enrichment', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('returns a response without an access token exactly as sent, without calling /users/v2/me', async () => {
    const pending = { mfaRequired: true, mfaToken: 'mfa-1', mfaDevices: { webauthn: [], phones: [], authenticators: [{ id: 'a' }], emails: [] } };
    h.reply({ body: pending });
    const before = h.seen.length;
    const result = await login(h.client(), S.login);
    expect(result).toEqual(pending);
    expect(result.user).toBeUndefined();
    expect(h.seen.length - before).toBe(1);
  });

  it('with an access token, fetches the profile with that token and merges claims, profile and tokens into user', async () => {
    const accessToken = jwt(claims);
    h.reply({ body: { accessToken, refreshToken: 'rt-1', tenantId: 't-1' } }, { body: me });
    const before = h.seen.length;
    const result = await login(h.client({ getToken: () => 'stale-token' }), S.login);
    const [, profileCall] = h.seen.slice(before);
    expect(profileCall?.method).toBe('GET');
    expect(profileCall?.path).toBe(ME);
    expect(profileCall?.headers.authorization).toBe(`Bearer ${accessToken}`);
    if (!result.user) throw new Error('expected an authenticated result');
    expect(result.accessToken).toBe(accessToken);
    expect(result.refreshToken).toBe('rt-1');
    expect(result.tenantId).toBe('t-1');
    expect(result.user).toEqual({ ...me, accessToken, refreshToken: 'rt-1', expiresIn: 300 });
    // Claims are core-state's to merge: the client does not decode the token.
    expect(result.user).not.toHaveProperty('amr');
  });

  it('defaults expiresIn to 300 s when the response has neither expires_in nor expiresIn', async () => {
    expect(DEFAULT_TOKEN_EXPIRES_IN_SECONDS).toBe(300);
    h.reply({ body: { accessToken: jwt(claims) } }, { body: me });
    const result = await refreshToken(h.client());
    expect(result.expiresIn).toBe(300);
    expect(result.user?.expiresIn).toBe(300);
  });

  it('refreshToken with withUser: false returns the token answer as sent, without GET me', async () => {
    const answer = { accessToken: jwt(claims), expires_in: 600, tenantId: 't-1' };
    h.reply({ body: answer });
    const before = h.seen.length;
    const result = await refreshToken(h.client(), { tenantId: 't-1' }, { withUser: false });
    expect(result).toEqual(answer);
    expect(h.seen.slice(before).map((r) => r.path)).toEqual(['/frontegg/identity/resources/auth/v1/user/token/refresh']);
  });

  it.each([
    ['expires_in', { expires_in: 900 }, 900],
    ['expiresIn', { expiresIn: 600 }, 600],
    ['expires_in over expiresIn', { expires_in: 120, expiresIn: 600 }, 120],
  ])('keeps the server expiry (%s)', async (_name, expiry, expected) => {
    h.reply({ body: { accessToken: jwt(claims), ...expiry } }, { body: me });
    const result = await mfaVerify(h.client(), S.mfaVerify);
    expect(result.expiresIn).toBe(expected);
    expect(result.user?.expiresIn).toBe(expected);
  });

  it('propagates a failed profile call instead of returning a half-built user', async () => {
    h.reply({ body: { accessToken: jwt(claims) } }, { status: 401, body: { errors: ['Unauthorized'] } });
    await expect(login(h.client({ logLevel: 'silent' }), S.login)).rejects.toMatchObject({ code: 'api_error', status: 401 });
  });

  it('forwards the abort signal to the profile call too', async () => {
    const controller = new AbortController();
    h.reply({ body: { accessToken: jwt(claims) } });
    const client = h.client({
      // Abort once the token call has answered, so only the enrichment call sees the aborted signal.
      beforeRequest: (r) => {
        if (r.url.endsWith('/users/v2/me')) controller.abort();
      },
    });
    const before = h.seen.length;
    await expect(login(client, S.login, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(h.seen.length - before).toBe(1);
  });
});
