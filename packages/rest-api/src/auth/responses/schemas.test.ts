import { describe, expect, it } from 'vitest';
import * as s from '../../schemas';

describe('response schemas', () => {
  it('tell a completed login from an MFA challenge, and refuse a challenge that carries tokens', () => {
    expect(s.loginResponseSchema.safeParse({ accessToken: 'a.b.c', expires_in: 300 }).success).toBe(true);
    expect(s.loginResponseSchema.safeParse({ mfaRequired: true, mfaToken: 'm', mfaEnrolled: true }).success).toBe(true);
    expect(s.mfaRequiredResponseSchema.safeParse({ mfaRequired: true, mfaToken: 'm', mfaEnrolled: true, accessToken: 'leak' }).success).toBe(false);
    expect(s.tokenResponseSchema.safeParse({ accessToken: '' }).success).toBe(false);
    expect(s.tokenResponseSchema.safeParse({ accessToken: 'a', expires_in: -1 }).success).toBe(false);
  });

  it('read "no SSO" as an answer without address, and refuse a non-URL address', () => {
    expect(s.ssoPreLoginResponseSchema.safeParse({}).success).toBe(true);
    expect(s.ssoPreLoginResponseSchema.safeParse({ address: 'https://idp.example.com/sso', idpType: 'saml' }).success).toBe(true);
    expect(s.ssoPreLoginResponseSchema.safeParse({ address: 'not a url' }).success).toBe(false);
    expect(s.featureFlagsResponseSchema.safeParse({ a: 'on', b: 'off' }).success).toBe(true);
    expect(s.featureFlagsResponseSchema.safeParse({ a: true }).success).toBe(false);
  });

  it('check the profile, authorization and MFA device shapes', () => {
    const role = { id: 'r1', key: 'Admin', name: 'Admin', description: null };
    const me = { id: 'u1', email: 'ada@example.com', name: 'Ada', phoneNumber: null, tenantId: 't1', tenantIds: ['t1'], roles: [role], permissions: [{ key: 'fe.*' }] };
    expect(s.userSchema.safeParse(me).success).toBe(true);
    expect(s.userSchema.safeParse({ ...me, email: 'nope' }).success).toBe(false);
    expect(s.userSchema.safeParse({ ...me, roles: undefined }).success).toBe(false);
    expect(s.myAuthorizationSchema.safeParse({ roles: [role], permissions: [] }).success).toBe(true);
    expect(s.mfaDevicesSchema.safeParse({ webauthn: [], phones: [], authenticators: [{ id: 'a' }], emails: [] }).success).toBe(true);
    expect(s.mfaDevicesSchema.safeParse({ authenticators: [] }).success).toBe(false);
    expect(s.myTenantsV3Schema.safeParse({ tenants: [{ tenantId: 't1' }], activeTenant: null }).success).toBe(true);
  });
});
