import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { USERS_SAMPLES as S } from './samples';
import * as schemas from './schemas';

type Row = [name: string, schema: z.ZodType, accepts: unknown[], rejects: unknown[]];

const pw = (n: number) => 'p'.repeat(n);
const png = new File(['x'], 'a.png', { type: 'image/png' });

const rows: Row[] = [
  ['updateMeSchema', schemas.updateMeSchema, [S.updateMe, {}, { phoneNumber: null, profilePictureUrl: 'https://cdn.example.com/a.png' }], [
    { name: '   ' },
    { phoneNumber: '555' },
    { profilePictureUrl: 'javascript:alert(1)' },
    { metadata: '{not json' },
  ]],
  ['switchTenantSchema', schemas.switchTenantSchema, [S.tenant], [{}, { tenantId: '' }, { tenantId: 't-2' }]],
  ['createUserTenantTokenSchema', schemas.createUserTenantTokenSchema, [S.tenant], [{ tenantId: 1 }]],
  ['listUsersQuerySchema', schemas.listUsersQuerySchema, [
    {},
    S.listUsers,
    // As the server sees a query string: all text.
    { _limit: '20', _offset: '0', _includeSubTenants: 'false', _order: 'ASC', _sortBy: 'createdAt' },
  ], [{ _limit: 'ten' }, { _limit: '0' }, { _offset: '-1' }, { _order: 'UP' }, { _sortBy: 'password' }, { _includeSubTenants: 'yes' }, { _preset: 'all' }]],
  ['getUsersRolesQuerySchema', schemas.getUsersRolesQuerySchema, [S.ids, { ids: 'u-1' }], [{}, { ids: [] }, { ids: [''] }]],
  ['signUpSchema', schemas.signUpSchema, [S.signUp, { email: 'a@b.io' }], [
    { ...S.signUp, email: 'nope' },
    { ...S.signUp, password: pw(7) },
    { ...S.signUp, password: pw(129) },
    { name: 'no email' },
  ]],
  ['activateAccountSchema', schemas.activateAccountSchema, [S.activate, { userId: S.activate.userId, token: 't' }], [{ userId: S.activate.userId, token: 't', password: 'short' }, { token: 't' }, { userId: 'u', token: 't' }]],
  ['getActivationStrategyQuerySchema', schemas.getActivationStrategyQuerySchema, [S.activationQuery], [{ userId: 'u' }, { userId: 'u', token: 't' }]],
  ['resetActivationSchema', schemas.resetActivationSchema, [S.email], [{ email: 'x' }]],
  ['resetInvitationSchema', schemas.resetInvitationSchema, [S.email], [{}]],
  ['acceptInvitationSchema', schemas.acceptInvitationSchema, [S.acceptInvitation], [{ userId: 'u' }, { userId: '', token: 't' }, { userId: 'not-a-uuid', token: 't' }]],
  ['resetAllInvitationsSchema', schemas.resetAllInvitationsSchema, [S.email], [{ email: '' }]],
  ['forgotPasswordSchema', schemas.forgotPasswordSchema, [S.email], [{ email: 'a@' }]],
  ['resetPasswordSchema', schemas.resetPasswordSchema, [S.resetPassword, { ...S.resetPassword, password: pw(8) }, { ...S.resetPassword, password: pw(128) }], [
    { ...S.resetPassword, password: pw(7) },
    { ...S.resetPassword, password: pw(129) },
    { userId: 'u', password: pw(10) },
    { ...S.resetPassword, userId: 'u-1' },
  ]],
  ['changePasswordSchema', schemas.changePasswordSchema, [S.changePassword], [{ password: '', newPassword: pw(10) }, { password: 'x', newPassword: pw(3) }]],
  ['getPasswordConfigQuerySchema', schemas.getPasswordConfigQuerySchema, [{}, { userId: 'u' }], [{ userId: '' }]],
  ['setPhoneSchema', schemas.setPhoneSchema, [S.phone], [{ phoneNumber: '5551234567' }, {}]],
  ['verifyPhoneSchema', schemas.verifyPhoneSchema, [S.otc], [{ otcToken: 'o', code: '12' }]],
  ['verifyResetPhoneSchema', schemas.verifyResetPhoneSchema, [S.verifyResetPhone], [{ code: '123456' }]],
  ['changePhoneSchema', schemas.changePhoneSchema, [S.changePhone], [{ changePhoneNumberToken: 'c', phoneNumber: 'x' }]],
  ['listPhoneNumbersQuerySchema', schemas.listPhoneNumbersQuerySchema, [{}, { limit: '10', offset: '0' }, { limit: 5 }], [{ limit: '0' }, { offset: 'x' }]],
  ['createPhoneNumberSchema', schemas.createPhoneNumberSchema, [S.phone], [{ phoneNumber: '' }]],
  ['verifyDeletePhoneNumberSchema', schemas.verifyDeletePhoneNumberSchema, [S.otc], [{ otcToken: '', code: '123456' }]],
  ['mfaEnrollVerifySchema', schemas.mfaEnrollVerifySchema, [S.mfaToken], [{ token: 'abcdef' }]],
  ['mfaDisableSchema', schemas.mfaDisableSchema, [S.mfaToken, { token: 'RECOVERY-CODE-1' }], [{ token: '' }]],
  ['mfaSmsEnrollSchema', schemas.mfaSmsEnrollSchema, [S.phone], [{ phoneNumber: '+1' }]],
  ['mfaWebAuthnEnrollVerifySchema', schemas.mfaWebAuthnEnrollVerifySchema, [S.mfaWebAuthnEnrollVerify], [
    { ...S.mfaWebAuthnEnrollVerify, deviceType: 'USB' },
    { webauthnToken: 'w', deviceType: 'Platform', options: { id: 'c', response: {} } },
  ]],
  ['mfaWebAuthnDisableVerifySchema', schemas.mfaWebAuthnDisableVerifySchema, [S.mfaWebAuthnDisableVerify, {}], [
    { webauthnToken: '' },
    { options: { id: 'c', response: { clientDataJSON: 'a' } } },
  ]],
  ['setTemporaryUserSchema', schemas.setTemporaryUserSchema, [S.temporary], [{ expirationInSeconds: 0 }, { expirationInSeconds: 1.5 }, {}]],
  ['revokeUserSessionsSchema', schemas.revokeUserSessionsSchema, [S.revoke], [{}, { userId: 'u-9' }]],
  ['userIdParamSchema', schemas.userIdParamSchema, [S.revoke], [{ userId: 'not-a-uuid' }, { userId: '' }]],
  ['sessionIdParamSchema', schemas.sessionIdParamSchema, [{ id: S.revoke.userId }], [{ id: 'all' }]],
  ['profileImageDataUrlSchema', schemas.profileImageDataUrlSchema, ['data:image/png;base64,iVBORw0KGgo=', 'data:image/webp;base64,UklGRg=='], [
    'https://example.com/a.png',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/png;base64,abc',
    'data:image/png;base64,' + 'A'.repeat(100_000),
  ]],
  ['updateSessionConfigurationSchema', schemas.updateSessionConfigurationSchema, [S.sessionConfiguration, {}], [
    { sessionConcurrentConfiguration: { isActive: 'yes' } },
    { sessionIdleTimeoutConfiguration: { isActive: true, timeout: -5 } },
  ]],
  ['createUserApiTokenSchema', schemas.createUserApiTokenSchema, [S.tokenBody, { expiresInMinutes: null }, {}], [
    { expiresInMinutes: 0 },
    { expiresInMinutes: 1.5 },
    { expiresInDays: 3, expiresInMinutes: '4320' },
  ]],
  ['createTenantApiTokenSchema', schemas.createTenantApiTokenSchema, [S.tenantTokenBody], [{ roleIds: 'r-1' }, { roleIds: [''] }]],
  ['createTenantAccessTokenSchema', schemas.createTenantAccessTokenSchema, [S.tenantTokenBody], [{ expiresInMinutes: -1 }]],
  ['verifyWebAuthnDeviceSchema', schemas.verifyWebAuthnDeviceSchema, [S.verifyWebAuthnDevice], [{ id: 'x' }]],
  ['uploadProfileImageSchema', schemas.uploadProfileImageSchema, [{ image: png }], [
    { image: new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }) },
    { image: 'data:image/png;base64,AAAA' },
    {},
  ]],
];

describe.each(rows)('%s', (_name, schema, accepts, rejects) => {
  it.each(accepts.map((value) => [value]))('accepts %j', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });
  it.each(rejects.map((value) => [value]))('rejects %j', (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('users schemas', () => {
  it('read query text as the typed values', () => {
    expect(schemas.listUsersQuerySchema.parse({ _limit: '20', _offset: '0', _includeSubTenants: 'false' })).toEqual({
      _limit: 20,
      _offset: 0,
      _includeSubTenants: false,
    });
    expect(schemas.getUsersGroupsQuerySchema.parse({ ids: 'u-1' })).toEqual({ ids: ['u-1'] });
  });

  it('every export ends in Schema (the server looks them up by name)', () => {
    expect(Object.keys(schemas).filter((k) => !k.endsWith('Schema'))).toEqual([]);
  });
});
