import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUTH_SAMPLES as S } from './samples';
import * as schemas from './schemas';

type Row = [name: string, schema: z.ZodType, accepts: unknown[], rejects: unknown[]];

const longPassword = 'p'.repeat(129);

const rows: Row[] = [
  ['loginSchema', schemas.loginSchema, [S.login, { email: 'a@b.io', password: 'x', extra: 1 }], [
    { email: 'not-an-email', password: 'secret' },
    { email: 'a@b.io', password: '' },
    { email: 'a@b.io', password: longPassword },
    { email: 'a@b.io' },
  ]],
  ['refreshTokenSchema', schemas.refreshTokenSchema, [{}, S.refreshToken], [{ tenantId: '' }, { tenantId: 7 }]],
  ['mfaVerifySchema', schemas.mfaVerifySchema, [S.mfaVerify], [{ mfaToken: 'm', value: '12ab56' }, { mfaToken: 'm', value: '123' }, { value: '123456' }]],
  ['mfaRecoverSchema', schemas.mfaRecoverSchema, [S.mfaRecover], [{ email: 'a@b.io', recoveryCode: '' }, { recoveryCode: 'x' }]],
  ['samlPreLoginSchema', schemas.samlPreLoginSchema, [S.ssoPreLogin], [{ email: 'nope' }]],
  ['samlPostLoginSchema', schemas.samlPostLoginSchema, [S.samlPostLogin], [{ RelayState: 'r' }]],
  ['oidcPostLoginSchema', schemas.oidcPostLoginSchema, [S.oidcPostLogin], [{ code: 'c', redirectUri: 'javascript:alert(1)' }]],
  ['ssoPreLoginSchema', schemas.ssoPreLoginSchema, [S.ssoPreLogin], [{ email: '' }]],
  ['socialPostLoginSchema', schemas.socialPostLoginSchema, [S.socialBody, {}], [{ metadata: 5 }]],
  ['socialPostLoginQuerySchema', schemas.socialPostLoginQuerySchema, [S.socialQuery, { id_token: 'x' }], [{}, { state: 's' }, { code: 'c', code_verifier: 'short' }]],
  ['socialPreLoginSchema', schemas.socialPreLoginSchema, [{ codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' }], [{}, { codeChallenge: 'short' }, { codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw+cM' }]],
  ['socialProviderSchema', schemas.socialProviderSchema, ['google', 'linkedin'], ['myspace', '']],
  ['passwordlessTypeSchema', schemas.passwordlessTypeSchema, ['MagicLink', 'SmsCode'], ['Password']],
  ['passwordlessPreLoginSchema', schemas.passwordlessPreLoginSchema, [S.passwordlessPreLogin, { phoneNumber: '+15551234567' }, { userId: 'u' }], [
    {},
    { phoneNumber: '555-1234' },
  ]],
  ['passwordlessPostLoginSchema', schemas.passwordlessPostLoginSchema, [S.passwordlessPostLogin], [{ token: '' }]],
  ['webAuthnPreLoginSchema', schemas.webAuthnPreLoginSchema, [S.webAuthnPreLogin, {}], [{ email: 'not-an-email' }]],
  ['webAuthnPostLoginSchema', schemas.webAuthnPostLoginSchema, [S.webAuthnPostLogin], [
    { id: 'c', response: { clientDataJSON: 'not base64url!', authenticatorData: 'AAAA', signature: 'AA' } },
    { id: 'c' },
  ]],
  ['stepUpGenerateSchema', schemas.stepUpGenerateSchema, [{}, S.stepUpGenerate], [{ maxAge: -1 }, { maxAge: 1.5 }, { maxAge: '300' }]],
  ['loginMfaAuthenticatorEnrollSchema', schemas.loginMfaAuthenticatorEnrollSchema, [S.pendingMfa], [{}, { mfaToken: '' }]],
  ['loginMfaAuthenticatorEnrollVerifySchema', schemas.loginMfaAuthenticatorEnrollVerifySchema, [S.authenticatorEnrollVerify], [{ mfaToken: 'm', token: 'abc' }]],
  ['loginMfaAuthenticatorVerifySchema', schemas.loginMfaAuthenticatorVerifySchema, [S.authenticatorVerify], [{ mfaToken: 'm' }]],
  ['loginMfaSmsEnrollSchema', schemas.loginMfaSmsEnrollSchema, [S.smsEnroll], [{ mfaToken: 'm', phoneNumber: 'call me' }]],
  ['loginMfaSmsVerifySchema', schemas.loginMfaSmsVerifySchema, [S.codeVerify], [{ mfaToken: 'm', otcToken: 'o', code: '' }]],
  ['loginMfaEmailCodeVerifySchema', schemas.loginMfaEmailCodeVerifySchema, [S.codeVerify], [{ mfaToken: 'm', code: '123456' }]],
  ['loginMfaWebAuthnEnrollVerifySchema', schemas.loginMfaWebAuthnEnrollVerifySchema, [S.webAuthnEnrollVerify], [
    { ...S.webAuthnEnrollVerify, deviceType: 'Phone' },
  ]],
  ['loginMfaWebAuthnVerifySchema', schemas.loginMfaWebAuthnVerifySchema, [S.webAuthnVerify], [{ mfaToken: 'm', options: {} }]],
  ['oauthTokenSchema', schemas.oauthTokenSchema, [S.oauthCode, S.oauthRefresh, { grant_type: 'refresh_token', refresh_token: 'rt' }], [
    { grant_type: 'password', username: 'a', password: 'b' },
    { grant_type: 'authorization_code', code: 'c', redirect_uri: 'https://a.io/cb' },
    { grant_type: 'authorization_code', code: 'c', redirect_uri: 'https://a.io/cb', code_verifier: 'has spaces'.repeat(5) },
    { grant_type: 'authorization_code', code: 'c', redirect_uri: 'not a url', code_verifier: 'A'.repeat(43) },
  ]],
  ['oauthSilentSchema', schemas.oauthSilentSchema, [{}, S.oauthSilent], [{ tenantId: '' }]],
  ['oauthLogoutQuerySchema', schemas.oauthLogoutQuerySchema, [{}, S.oauthLogout], [{ post_logout_redirect_uri: 'javascript:alert(1)' }]],
  ['getFeatureFlagsQuerySchema', schemas.getFeatureFlagsQuerySchema, [{}, { 'feature-keys': 'a,b' }], [{ 'feature-keys': ['a'] }]],
];

describe.each(rows)('%s', (_name, schema, accepts, rejects) => {
  it.each(accepts.map((value) => [value]))('accepts %j', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });
  it.each(rejects.map((value) => [value]))('rejects %j', (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('auth schema exports', () => {
  it('every export ends in Schema (the server looks them up by name)', () => {
    expect(Object.keys(schemas).filter((k) => !k.endsWith('Schema'))).toEqual([]);
  });
});
