// The auth catalogue cases: used by src/auth/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/auth/calls';
import { AUTH_SAMPLES as S } from '../../src/auth/samples';

const A = '/frontegg/identity/resources/auth/v1';
const MFA = `${A}/user/mfa`;
const post = (path: string, body?: unknown) => ({ method: 'POST', path, body });

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
  oauthToken: {
    call: (c) => calls.oauthToken(c, S.oauthCode),
    expect: { method: 'POST', path: '/frontegg/oauth/token', form: S.oauthCode as Record<string, string> },
  },
  login: { call: (c) => calls.login(c, S.login), expect: post(`${A}/user`, S.login) },
  logout: { call: (c) => calls.logout(c), expect: post(`${A}/logout`) },
  refreshToken: { call: (c) => calls.refreshToken(c, S.refreshToken), expect: post(`${A}/user/token/refresh`, S.refreshToken) },
  stepUpGenerate: { call: (c) => calls.stepUpGenerate(c, S.stepUpGenerate), expect: post(`${A}/user/step-up/generate`, S.stepUpGenerate) },
  samlPreLogin: {
    call: (c) => calls.samlPreLogin(c, S.ssoPreLogin),
    replies: [{ body: { address: 'https://idp.example.com/sso' } }],
    expect: post(`${A}/user/saml/prelogin`, S.ssoPreLogin),
    result: (r) => expect(r).toEqual({ address: 'https://idp.example.com/sso' }),
  },
  samlPostLogin: { call: (c) => calls.samlPostLogin(c, S.samlPostLogin), expect: post(`${A}/user/saml/postlogin`, S.samlPostLogin) },
  oidcPostLogin: { call: (c) => calls.oidcPostLogin(c, S.oidcPostLogin), expect: post(`${A}/user/oidc/postlogin`, S.oidcPostLogin) },
  ssoPreLogin: {
    call: (c) => calls.ssoPreLogin(c, S.ssoPreLogin),
    replies: [{ body: { address: 'https://idp.example.com', idpType: 'saml' } }],
    expect: post('/frontegg/identity/resources/auth/v2/user/sso/prelogin', S.ssoPreLogin),
    result: (r) => expect(r).toEqual({ address: 'https://idp.example.com', idpType: 'saml' }),
  },
  socialPostLogin: {
    call: (c) => calls.socialPostLogin(c, 'google', S.socialQuery, S.socialBody),
    expect: { method: 'POST', path: `${A}/user/sso/google/postlogin`, query: S.socialQuery, body: S.socialBody },
  },
  socialPreLogin: {
    call: (c) => calls.socialPreLogin(c, 'github', { codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' }),
    expect: post(`${A}/user/sso/github/prelogin`, { codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' }),
  },
  passwordlessPreLogin: {
    call: (c) => calls.passwordlessPreLogin(c, 'MagicLink', S.passwordlessPreLogin),
    expect: post(`${A}/passwordless/MagicLink/prelogin`, S.passwordlessPreLogin),
  },
  passwordlessPostLogin: {
    call: (c) => calls.passwordlessPostLogin(c, 'Code', S.passwordlessPostLogin),
    expect: post(`${A}/passwordless/Code/postlogin`, S.passwordlessPostLogin),
  },
  webAuthnPreLogin: { call: (c) => calls.webAuthnPreLogin(c, S.webAuthnPreLogin), expect: post(`${A}/webauthn/prelogin`, S.webAuthnPreLogin) },
  webAuthnPostLogin: { call: (c) => calls.webAuthnPostLogin(c, S.webAuthnPostLogin), expect: post(`${A}/webauthn/postlogin`, S.webAuthnPostLogin) },
  mfaVerify: { call: (c) => calls.mfaVerify(c, S.mfaVerify), expect: post(`${MFA}/verify`, S.mfaVerify) },
  mfaRecover: { call: (c) => calls.mfaRecover(c, S.mfaRecover), expect: post(`${MFA}/recover`, S.mfaRecover) },
  loginMfaAuthenticatorEnroll: {
    call: (c) => calls.loginMfaAuthenticatorEnroll(c, S.pendingMfa),
    replies: [{ body: { qrCode: 'iVBOR' } }],
    expect: post(`${MFA}/authenticator/enroll`, S.pendingMfa),
    result: (r) => expect(r).toEqual({ qrCode: 'iVBOR' }),
  },
  loginMfaAuthenticatorEnrollVerify: {
    call: (c) => calls.loginMfaAuthenticatorEnrollVerify(c, S.authenticatorEnrollVerify),
    expect: post(`${MFA}/authenticator/enroll/verify`, S.authenticatorEnrollVerify),
  },
  loginMfaAuthenticatorVerify: {
    call: (c) => calls.loginMfaAuthenticatorVerify(c, 'dev 1', S.authenticatorVerify),
    expect: post(`${MFA}/authenticator/dev%201/verify`, S.authenticatorVerify),
  },
  loginMfaSmsEnroll: { call: (c) => calls.loginMfaSmsEnroll(c, S.smsEnroll), expect: post(`${MFA}/sms/enroll`, S.smsEnroll) },
  loginMfaSmsEnrollVerify: { call: (c) => calls.loginMfaSmsEnrollVerify(c, S.codeVerify), expect: post(`${MFA}/sms/enroll/verify`, S.codeVerify) },
  loginMfaSmsPreVerify: { call: (c) => calls.loginMfaSmsPreVerify(c, 'ph-1', S.pendingMfa), expect: post(`${MFA}/sms/ph-1`, S.pendingMfa) },
  loginMfaSmsVerify: { call: (c) => calls.loginMfaSmsVerify(c, 'ph-1', S.codeVerify), expect: post(`${MFA}/sms/ph-1/verify`, S.codeVerify) },
  loginMfaWebAuthnEnroll: { call: (c) => calls.loginMfaWebAuthnEnroll(c, S.pendingMfa), expect: post(`${MFA}/webauthn/enroll`, S.pendingMfa) },
  loginMfaWebAuthnEnrollVerify: {
    call: (c) => calls.loginMfaWebAuthnEnrollVerify(c, S.webAuthnEnrollVerify),
    expect: post(`${MFA}/webauthn/enroll/verify`, S.webAuthnEnrollVerify),
  },
  loginMfaWebAuthnPreVerify: {
    call: (c) => calls.loginMfaWebAuthnPreVerify(c, 'wa-dev', S.pendingMfa),
    expect: post(`${MFA}/webauthn/wa-dev`, S.pendingMfa),
  },
  loginMfaWebAuthnVerify: {
    call: (c) => calls.loginMfaWebAuthnVerify(c, 'wa-dev', S.webAuthnVerify),
    expect: post(`${MFA}/webauthn/wa-dev/verify`, S.webAuthnVerify),
  },
  loginMfaEmailCodePreVerify: { call: (c) => calls.loginMfaEmailCodePreVerify(c, S.pendingMfa), expect: post(`${MFA}/emailcode`, S.pendingMfa) },
  loginMfaEmailCodeVerify: { call: (c) => calls.loginMfaEmailCodeVerify(c, S.codeVerify), expect: post(`${MFA}/emailcode/verify`, S.codeVerify) },
  oauthSilent: { call: (c) => calls.oauthSilent(c, S.oauthSilent), expect: post('/frontegg/oauth/authorize/silent', S.oauthSilent) },
  oauthLogout: {
    call: (c) => calls.oauthLogout(c, S.oauthLogout),
    expect: { method: 'GET', path: '/frontegg/oauth/logout', query: S.oauthLogout },
  },
  getFeatureFlags: {
    call: (c) => calls.getFeatureFlags(c, ['new-mfa-pages', 'temporary-users']),
    replies: [{ body: { 'new-mfa-pages': 'on', 'temporary-users': 'off' } }],
    expect: { method: 'GET', path: '/frontegg/flags', query: { 'feature-keys': 'new-mfa-pages,temporary-users' } },
    result: (r) => expect(r).toEqual({ 'new-mfa-pages': 'on', 'temporary-users': 'off' }),
  },
};
