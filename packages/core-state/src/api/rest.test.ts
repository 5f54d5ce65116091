import { createApiClient } from '@portico/rest-api';
import { describe, expect, it } from 'vitest';
import { PROFILE, makeToken } from '../../test/fixtures';
import { fakeServerFetch } from '../../test/fake-server';
import { toLoginResponse, toProfile } from './map';
import { createRestApi } from './rest';

const P = '/frontegg/identity/resources';
const apiWith = (routes: Parameters<typeof fakeServerFetch>[0] = {}) => {
  const server = fakeServerFetch(routes);
  const api = createRestApi(createApiClient({ baseUrl: 'https://api.app.test', fetch: server.fetch, credentials: 'include' }));
  return { api, server };
};

describe('REST adapter mapping', () => {
  it('never lets a token into a profile', () => {
    const profile = toProfile({ ...PROFILE, tenantId: 't-1', accessToken: 'secret', refreshToken: 'r', mfaToken: 'm' } as never);
    expect(JSON.stringify(profile)).not.toMatch(/secret|"r"|"m"/);
  });

  it('maps a pending MFA answer: active strategies only, remember-device days', () => {
    expect(
      toLoginResponse({
        mfaRequired: true,
        mfaToken: 'mfa',
        mfaStrategies: [{ strategy: 'AuthenticatorApp', isActive: true }, { strategy: 'SMS', isActive: false }],
        allowRememberMe: true,
        rememberDeviceDays: 14,
      }),
    ).toEqual({ mfaRequired: true, mfaToken: 'mfa', mfaStrategies: ['AuthenticatorApp'], allowRememberMe: true, rememberDeviceDays: 14 });
    expect(toLoginResponse(undefined)).toEqual({});
  });
});

describe('REST adapter calls', () => {
  it('login returns the token with the enriched profile, stripped of tokens', async () => {
    const { api, server } = apiWith();
    const answer = await api.login({ email: 'ada@app.test', password: 'pw' });
    expect(answer.accessToken).toBe(server.token);
    // The server answers `expiresIn` (seconds); the port keeps it as expires_in.
    expect(answer.expires_in).toBe(600);
    expect(answer.profile).toMatchObject({ id: 'u-1', email: 'ada@app.test' });
    expect(JSON.stringify(answer.profile)).not.toContain(server.token);
  });

  it('sends the e-mail MFA code with its otcToken', async () => {
    const seen: unknown[] = [];
    const { api } = apiWith({
      [`POST ${P}/auth/v1/user/mfa/emailcode`]: () => ({ otcToken: 'otc-9' }),
      [`POST ${P}/auth/v1/user/mfa/emailcode/verify`]: (body) => (seen.push(body), { accessToken: makeToken(), expires_in: 60 }),
    });
    const { otcToken } = await api.sendLoginEmailCode({ mfaToken: 'mfa' });
    await api.verifyLoginEmailCode({ mfaToken: 'mfa', value: '123456', otcToken: otcToken! });
    expect(seen).toEqual([{ mfaToken: 'mfa', code: '123456', otcToken: 'otc-9' }]);
  });

  it('reads the main auth strategy, flags as booleans and tenants v3', async () => {
    const { api } = apiWith({
      [`GET ${P}/configurations/v1/auth/strategies/public`]: () => ({ strategies: [{ strategy: 'Code', isActive: true }], mainAuthStrategy: 'MagicLink' }),
      'GET /frontegg/flags': () => ({ authorization: 'on', entitlements: 'off' }),
      [`GET ${P}/users/v3/me/tenants`]: () => ({ tenants: [{ tenantId: 't-1', name: 'Acme' }, { tenantId: 't-2' }] }),
    });
    expect(await api.getAuthStrategy()).toBe('MagicLink');
    expect(await api.getFlags()).toEqual({ authorization: true, entitlements: false });
    expect((await api.getTenants()).map((t) => t.name)).toEqual(['Acme', 't-2']);
  });

  it('treats a failed SSO pre-login as no SSO', async () => {
    const { api } = apiWith({ [`POST ${P}/auth/v2/user/sso/prelogin`]: () => { throw new Error('no'); } });
    expect(await api.ssoPreLogin({ email: 'a@b.test' })).toBeNull();
  });

  it('step-up answers either a user or the MFA devices and token', async () => {
    const mfa = apiWith({ [`POST ${P}/auth/v1/user/step-up/generate`]: () => ({ mfaToken: 'm', mfaDevices: { authenticators: [{ id: 'a' }], phones: [], emails: [], webauthn: [] } }) });
    expect(await mfa.api.generateStepUp({ maxAge: 60 })).toMatchObject({ mfaToken: 'm', mfaDevices: { authenticators: [{ id: 'a' }] } });
    const done = apiWith({ [`POST ${P}/auth/v1/user/step-up/generate`]: () => ({ accessToken: makeToken(), expires_in: 60 }) });
    expect((await done.api.generateStepUp({})).user?.accessToken).toBeTruthy();
  });
});
