import { getFeatureFlags, login, logout, refreshToken, ssoPreLogin, type LoginResult } from '@portico/rest-api/auth';
import * as S from '@portico/rest-api/schemas';
import { getMe, getMyAuthorization, getMyTenantsV3 } from '@portico/rest-api/users';
import { expect } from 'vitest';
import { refused, roundTrip, step } from '../harness/round-trip';

const ADMIN = { email: 'admin@acme.test', password: 'Portico-demo-1' };
const signedIn = (r: unknown) => (r as LoginResult).accessToken as string;

// Sign in with a password, read the profile, authorization and tenants, refresh, sign out: the embedded session's life.
roundTrip('auth: password login, me, refresh, logout', [
  step('flags: authorization on, unknown off', (c) => getFeatureFlags(c.client, ['authorization', 'nope']), S.featureFlagsResponseSchema, (r) =>
    expect(r).toEqual({ authorization: 'on', nope: 'off' })),
  step('SSO pre-login: no SSO for any e-mail', (c) => ssoPreLogin(c.client, { email: ADMIN.email }), S.ssoPreLoginResponseSchema, (r) =>
    expect(r).toEqual({})),
  refused('login with a wrong password', (c) => login(c.client, { ...ADMIN, password: 'wrong-password' }), 401),
  { name: 'login', run: (c) => login(c.client, ADMIN), shapes: [S.tokenResponseSchema, S.userSchema], check: (r, c) => {
    c.session.token = signedIn(r);
    c.kept.first = c.session.token;
    expect(c.session.cookies.size).toBeGreaterThan(0);
  } },
  step('me', (c) => getMe(c.client), S.userSchema, (r) => expect(r).toMatchObject({ email: ADMIN.email, verified: true })),
  step('authorization', (c) => getMyAuthorization(c.client), S.myAuthorizationSchema, (r) =>
    expect((r as { roles: { key: string }[] }).roles.map((x) => x.key)).toContain('Admin')),
  step('tenants', (c) => getMyTenantsV3(c.client), S.myTenantsV3Schema, (r) =>
    expect((r as { tenants: unknown[] }).tenants.length).toBeGreaterThan(0)),
  { name: 'refresh (cookie)', run: (c) => refreshToken(c.client, {}), shapes: [S.tokenResponseSchema, S.userSchema], check: (r, c) => {
    expect(signedIn(r)).not.toBe(c.kept.first);
    c.session.token = signedIn(r);
  } },
  step('me with the refreshed token', (c) => getMe(c.client), S.userSchema),
  step('logout', (c) => logout(c.client)),
  refused('refresh after logout', (c) => refreshToken(c.client, {}), 401),
  refused('me after logout (the session is gone)', (c) => getMe(c.client), 401),
]);
