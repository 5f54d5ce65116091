// The users catalogue cases: used by src/users/calls.test.ts (request shapes) and by the contract suite (tests/contract).
import { expect } from 'vitest';
import type { CatalogueCase } from '../catalogue';
import * as calls from '../../src/users/calls';
import { USERS_SAMPLES as S } from '../../src/users/samples';

const I = '/frontegg/identity/resources';
const V1 = `${I}/users/v1`;
const PN = `${I}/users/phone-numbers/v1`;
const MFA = `${V1}/mfa`;
const get = (path: string, query?: Record<string, string | string[]>) => ({ method: 'GET', path, query });
const post = (path: string, body?: unknown) => ({ method: 'POST', path, body });
const put = (path: string, body?: unknown) => ({ method: 'PUT', path, body });
const del = (path: string) => ({ method: 'DELETE', path });
const asText = (q: object) => Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));

export { calls };

/** One invocation of every exported call of the domain, with what it must send. */
export const cases: Record<keyof typeof calls, CatalogueCase> = {
  uploadProfileImage: {
    call: (c) => calls.uploadProfileImage(c, `data:image/png;base64,${Buffer.from('png-bytes').toString('base64')}`),
    replies: [{ body: 'https://cdn.example.com/u-1.png' }],
    expect: { method: 'PUT', path: '/frontegg/team/resources/profile/me/image/v1', multipart: ['name="image"', 'png-bytes'] },
  },
  getMe: {
    call: (c) => calls.getMe(c),
    replies: [{ body: { id: 'u-1', email: 'ada@example.com' } }],
    expect: get(`${I}/users/v2/me`),
    result: (r) => expect(r).toEqual({ id: 'u-1', email: 'ada@example.com' }),
  },
  updateMe: { call: (c) => calls.updateMe(c, S.updateMe), expect: put(`${I}/users/v2/me`, S.updateMe) },
  getMyTenantsV1: { call: (c) => calls.getMyTenantsV1(c), expect: get(`${V1}/me/tenants`) },
  getMyTenantsV2: { call: (c) => calls.getMyTenantsV2(c), expect: get(`${I}/users/v2/me/tenants`) },
  getMyTenantsV3: { call: (c) => calls.getMyTenantsV3(c), expect: get(`${I}/users/v3/me/tenants`) },
  getMyAuthorization: { call: (c) => calls.getMyAuthorization(c), expect: get(`${V1}/me/authorization`) },
  switchTenant: { call: (c) => calls.switchTenant(c, S.tenant), expect: put(`${V1}/tenant`, S.tenant) },
  createUserTenantToken: { call: (c) => calls.createUserTenantToken(c, S.tenant), expect: post(`${I}/users/v3/me/token`, S.tenant) },
  listUsers: { call: (c) => calls.listUsers(c, S.listUsers), expect: get(`${I}/users/v2`, asText(S.listUsers)) },
  listUsersV3: { call: (c) => calls.listUsersV3(c, S.listUsers), expect: get(`${I}/users/v3`, asText(S.listUsers)) },
  getUserById: { call: (c) => calls.getUserById(c, 'u-1'), expect: get(`${V1}/u-1`) },
  getUsersRoles: { call: (c) => calls.getUsersRoles(c, S.ids), expect: get(`${I}/users/v3/roles`, S.ids) },
  getUsersGroups: { call: (c) => calls.getUsersGroups(c, S.ids), expect: get(`${I}/users/v3/groups`, S.ids) },
  signUp: {
    call: (c) => calls.signUp(c, S.signUp),
    replies: [{ body: { shouldActivate: true, userId: 'u-1', tenantId: 't-1' } }],
    expect: post(`${V1}/signUp`, S.signUp),
    result: (r) => expect(r).toEqual({ shouldActivate: true, userId: 'u-1', tenantId: 't-1' }),
  },
  activateAccount: { call: (c) => calls.activateAccount(c, S.activate), expect: post(`${V1}/activate`, S.activate) },
  getActivationStrategy: {
    call: (c) => calls.getActivationStrategy(c, S.activationQuery),
    expect: get(`${V1}/activate/strategy`, S.activationQuery),
  },
  resetActivation: { call: (c) => calls.resetActivation(c, S.email), expect: post(`${V1}/activate/reset`, S.email) },
  resetInvitation: { call: (c) => calls.resetInvitation(c, S.email), expect: post(`${V1}/invitation/reset`, S.email) },
  acceptInvitation: { call: (c) => calls.acceptInvitation(c, S.acceptInvitation), expect: post(`${V1}/invitation/accept`, S.acceptInvitation) },
  resetAllInvitations: { call: (c) => calls.resetAllInvitations(c, S.email), expect: post(`${V1}/invitation/reset/all`, S.email) },
  forgotPassword: { call: (c) => calls.forgotPassword(c, S.email), expect: post(`${V1}/passwords/reset`, S.email) },
  resetPassword: { call: (c) => calls.resetPassword(c, S.resetPassword), expect: post(`${V1}/passwords/reset/verify`, S.resetPassword) },
  changePassword: { call: (c) => calls.changePassword(c, S.changePassword), expect: post(`${V1}/passwords/change`, S.changePassword) },
  getPasswordConfig: { call: (c) => calls.getPasswordConfig(c, { userId: 'u-1' }), expect: get(`${V1}/passwords/config`, { userId: 'u-1' }) },
  resetBreachedPasswords: { call: (c) => calls.resetBreachedPasswords(c), expect: post(`${V1}/passwords/breached/reset/bulk`) },
  setPhone: { call: (c) => calls.setPhone(c, S.phone), expect: post(`${V1}/phone`, S.phone) },
  verifyPhone: { call: (c) => calls.verifyPhone(c, S.otc), expect: post(`${V1}/phone/verify`, S.otc) },
  resetPhone: { call: (c) => calls.resetPhone(c, S.email), expect: post(`${V1}/phone/reset`, S.email) },
  verifyResetPhone: { call: (c) => calls.verifyResetPhone(c, S.verifyResetPhone), expect: post(`${V1}/phone/reset/verify`, S.verifyResetPhone) },
  changePhone: { call: (c) => calls.changePhone(c, S.changePhone), expect: put(`${V1}/phone/change`, S.changePhone) },
  listPhoneNumbers: { call: (c) => calls.listPhoneNumbers(c, { limit: 5, offset: 15 }), expect: get(PN, { limit: '5', offset: '15' }) },
  createPhoneNumber: { call: (c) => calls.createPhoneNumber(c, S.phone), expect: post(PN, S.phone) },
  deletePhoneNumber: { call: (c) => calls.deletePhoneNumber(c, 'pn-1'), expect: del(`${PN}/pn-1`) },
  preVerifyPhoneNumber: { call: (c) => calls.preVerifyPhoneNumber(c, S.phone), expect: post(`${PN}/preverify`, S.phone) },
  verifyPhoneNumber: { call: (c) => calls.verifyPhoneNumber(c, S.otc), expect: post(`${PN}/verify`, S.otc) },
  verifyDeletePhoneNumber: { call: (c) => calls.verifyDeletePhoneNumber(c, 'pn-1', S.otc), expect: post(`${PN}/pn-1/delete/verify`, S.otc) },
  mfaEnroll: { call: (c) => calls.mfaEnroll(c), expect: post(`${MFA}/enroll`) },
  mfaEnrollVerify: { call: (c) => calls.mfaEnrollVerify(c, S.mfaToken), expect: post(`${MFA}/enroll/verify`, S.mfaToken) },
  mfaDisable: { call: (c) => calls.mfaDisable(c, S.mfaToken), expect: post(`${MFA}/disable`, S.mfaToken) },
  getMfaDevices: { call: (c) => calls.getMfaDevices(c), expect: get(`${MFA}/devices`) },
  mfaAuthenticatorEnroll: { call: (c) => calls.mfaAuthenticatorEnroll(c), expect: post(`${MFA}/authenticator/enroll`) },
  mfaAuthenticatorEnrollVerify: {
    call: (c) => calls.mfaAuthenticatorEnrollVerify(c, S.mfaToken),
    expect: post(`${MFA}/authenticator/enroll/verify`, S.mfaToken),
  },
  mfaAuthenticatorDisable: {
    call: (c) => calls.mfaAuthenticatorDisable(c, 'auth-1', S.mfaToken),
    expect: post(`${MFA}/authenticator/auth-1/disable/verify`, S.mfaToken),
  },
  mfaSmsEnroll: { call: (c) => calls.mfaSmsEnroll(c, S.phone), expect: post(`${MFA}/sms/enroll`, S.phone) },
  mfaSmsEnrollVerify: { call: (c) => calls.mfaSmsEnrollVerify(c, S.otc), expect: post(`${MFA}/sms/enroll/verify`, S.otc) },
  mfaSmsDisable: { call: (c) => calls.mfaSmsDisable(c, 'ph-1'), expect: post(`${MFA}/sms/ph-1/disable`) },
  mfaSmsDisableVerify: { call: (c) => calls.mfaSmsDisableVerify(c, 'ph-1', S.otc), expect: post(`${MFA}/sms/ph-1/disable/verify`, S.otc) },
  mfaWebAuthnEnroll: { call: (c) => calls.mfaWebAuthnEnroll(c), expect: post(`${MFA}/webauthn/enroll`) },
  mfaWebAuthnEnrollVerify: {
    call: (c) => calls.mfaWebAuthnEnrollVerify(c, S.mfaWebAuthnEnrollVerify),
    expect: post(`${MFA}/webauthn/enroll/verify`, S.mfaWebAuthnEnrollVerify),
  },
  mfaWebAuthnDisableStart: {
    call: (c) => calls.mfaWebAuthnDisableStart(c, 'wa-1'),
    replies: [{ body: { webauthnToken: 'c-1', options: { challenge: 'c-1', allowCredentials: [] } } }],
    expect: post(`${MFA}/webauthn/wa-1/disable`),
  },
  mfaWebAuthnDisableVerify: {
    call: (c) => calls.mfaWebAuthnDisableVerify(c, 'wa-1', S.mfaWebAuthnDisableVerify),
    expect: post(`${MFA}/webauthn/wa-1/disable/verify`, S.mfaWebAuthnDisableVerify),
  },
  mfaWebAuthnDisable: { call: (c) => calls.mfaWebAuthnDisable(c, 'wa-1'), expect: post(`${MFA}/webauthn/wa-1/disable/verify`, {}) },
  setTemporaryUser: {
    call: (c) => calls.setTemporaryUser(c, 'u-1', S.temporary),
    replies: [{ body: { temporaryExpirationDate: '2030-01-01T00:00:00.000Z' } }],
    expect: put(`${I}/users/temporary/v1/u-1`, S.temporary),
    result: (r) => expect(r).toEqual({ temporaryExpirationDate: '2030-01-01T00:00:00.000Z' }),
  },
  removeTemporaryUser: { call: (c) => calls.removeTemporaryUser(c, 'u-1'), expect: del(`${I}/users/temporary/v1/u-1`) },
  getTemporaryUsersConfig: { call: (c) => calls.getTemporaryUsersConfig(c), expect: get(`${I}/users/temporary/v1/configuration`) },
  getMySessions: { call: (c) => calls.getMySessions(c), expect: get(`${I}/users/sessions/v1/me`) },
  getMyCurrentSession: { call: (c) => calls.getMyCurrentSession(c), expect: get(`${I}/users/sessions/v1/me/current`) },
  deleteMySession: { call: (c) => calls.deleteMySession(c, 's-1'), expect: del(`${I}/users/sessions/v1/me/s-1`) },
  deleteAllMySessions: { call: (c) => calls.deleteAllMySessions(c), expect: del(`${I}/users/sessions/v1/me/all`) },
  revokeUserSessions: { call: (c) => calls.revokeUserSessions(c, S.revoke), expect: post(`${I}/users/sessions/v1/revoke`, S.revoke) },
  getSessionConfiguration: { call: (c) => calls.getSessionConfiguration(c), expect: get(`${I}/configurations/sessions/v1`) },
  updateSessionConfiguration: {
    call: (c) => calls.updateSessionConfiguration(c, S.sessionConfiguration),
    expect: post(`${I}/configurations/sessions/v1`, S.sessionConfiguration),
  },
  listUserApiTokens: { call: (c) => calls.listUserApiTokens(c), expect: get(`${I}/users/api-tokens/v1`) },
  createUserApiToken: {
    call: (c) => calls.createUserApiToken(c, { description: 'CI', expiresInDays: 30 }),
    replies: [{ body: { clientId: 'cl-1', secret: 's3cr3t' } }],
    expect: post(`${I}/users/api-tokens/v1`, S.tokenBody),
    result: (r) => expect(r).toEqual({ clientId: 'cl-1', secret: 's3cr3t' }),
  },
  deleteUserApiToken: { call: (c) => calls.deleteUserApiToken(c, 'tok-1'), expect: del(`${I}/users/api-tokens/v1/tok-1`) },
  listUserAccessTokens: { call: (c) => calls.listUserAccessTokens(c), expect: get(`${I}/users/access-tokens/v1`) },
  createUserAccessToken: {
    call: (c) => calls.createUserAccessToken(c, { description: 'CI', expiresInDays: 30 }),
    expect: post(`${I}/users/access-tokens/v1`, S.tokenBody),
  },
  deleteUserAccessToken: { call: (c) => calls.deleteUserAccessToken(c, 'tok-1'), expect: del(`${I}/users/access-tokens/v1/tok-1`) },
  listTenantApiTokens: { call: (c) => calls.listTenantApiTokens(c), expect: get(`${I}/tenants/api-tokens/v1`) },
  createTenantApiToken: {
    call: (c) => calls.createTenantApiToken(c, { description: 'CI', roleIds: ['r-1'], expiresInDays: null }),
    expect: post(`${I}/tenants/api-tokens/v2`, S.tenantTokenBody),
  },
  deleteTenantApiToken: { call: (c) => calls.deleteTenantApiToken(c, 'tok-1'), expect: del(`${I}/tenants/api-tokens/v1/tok-1`) },
  listTenantAccessTokens: { call: (c) => calls.listTenantAccessTokens(c), expect: get(`${I}/tenants/access-tokens/v1`) },
  createTenantAccessToken: {
    call: (c) => calls.createTenantAccessToken(c, { description: 'CI', roleIds: ['r-1'] }),
    expect: post(`${I}/tenants/access-tokens/v1`, S.tenantTokenBody),
  },
  deleteTenantAccessToken: { call: (c) => calls.deleteTenantAccessToken(c, 'tok-1'), expect: del(`${I}/tenants/access-tokens/v1/tok-1`) },
  listWebAuthnDevices: { call: (c) => calls.listWebAuthnDevices(c), expect: get(`${I}/users/webauthn/v1/devices`) },
  createWebAuthnDevice: { call: (c) => calls.createWebAuthnDevice(c), expect: post(`${I}/users/webauthn/v1/devices`) },
  verifyWebAuthnDevice: {
    call: (c) => calls.verifyWebAuthnDevice(c, S.verifyWebAuthnDevice),
    expect: post(`${I}/users/webauthn/v1/devices/verify`, S.verifyWebAuthnDevice),
  },
  deleteWebAuthnDevice: { call: (c) => calls.deleteWebAuthnDevice(c, 'wa-1'), expect: del(`${I}/users/webauthn/v1/devices/wa-1`) },
};
