import type * as T from './types';

// Valid sample payloads, shared by the catalogue and schema tests (each must pass its schema).

const registration = {
  id: 'cred-2',
  type: 'public-key' as const,
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
};
const assertion = {
  id: 'cred-2',
  type: 'public-key' as const,
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0', authenticatorData: 'AAAA', signature: 'MEUCIQ' },
};

// The server refuses non-UUID user and tenant ids where it looks them up.
const USER_1 = '6f1c1d2e-8b1a-4c4e-9d7a-1a2b3c4d5e01';
const TENANT_2 = '6f1c1d2e-8b1a-4c4e-9d7a-1a2b3c4d5e02';

export const USERS_SAMPLES = {
  updateMe: { name: 'Ada Lovelace', phoneNumber: '+15551234567', jobTitle: 'Engineer', address: null, metadata: '{"theme":"dark"}' } satisfies T.UpdateMeRequest,
  tenant: { tenantId: TENANT_2 } satisfies T.SwitchTenantRequest,
  listUsers: {
    _filter: 'ada',
    _sortBy: 'email',
    _order: 'DESC',
    _offset: 40,
    _limit: 50,
    _includeSubTenants: true,
    _preset: 'inactive',
    _maxInactiveSeconds: 7_776_000,
    _email: 'ada@example.com',
    _tenantId: 't-1',
  } satisfies T.ListUsersQuery,
  ids: { ids: ['u-1', 'u-2'] } satisfies T.UserIdsQuery,
  signUp: {
    email: 'ada@example.com',
    name: 'Ada',
    companyName: 'Analytical Engines',
    phoneNumber: '+15551234567',
    invitationToken: 'inv-1',
    password: 'correct horse battery',
  } satisfies T.SignUpRequest,
  activate: { userId: USER_1, token: 'act-1', password: 'correct horse battery' } satisfies T.ActivateAccountRequest,
  activationQuery: { userId: USER_1, token: 'act-1' } satisfies T.ActivationStrategyQuery,
  email: { email: 'ada@example.com' } satisfies T.EmailRequest,
  acceptInvitation: { userId: USER_1, token: 'inv-1' } satisfies T.AcceptInvitationRequest,
  resetPassword: { userId: USER_1, token: 'reset-1', password: 'a new passphrase' } satisfies T.ResetPasswordRequest,
  changePassword: { password: 'old', newPassword: 'a new passphrase' } satisfies T.ChangePasswordRequest,
  phone: { phoneNumber: '+15551234567' } satisfies T.PhoneNumberRequest,
  otc: { otcToken: 'otc-1', code: '123456' } satisfies T.OtcVerifyRequest,
  verifyResetPhone: { resetPhoneNumberToken: 'rp-1', code: '123456' } satisfies T.VerifyResetPhoneRequest,
  changePhone: { changePhoneNumberToken: 'cp-1', phoneNumber: '+447700900123' } satisfies T.ChangePhoneRequest,
  mfaToken: { token: '123456' } satisfies T.MfaTokenRequest,
  mfaWebAuthnEnrollVerify: { webauthnToken: 'wa-1', deviceType: 'Platform', options: registration } satisfies T.MfaWebAuthnEnrollVerifyRequest,
  mfaWebAuthnDisableVerify: { webauthnToken: 'wa-2', options: assertion } satisfies T.MfaWebAuthnDisableVerifyRequest,
  temporary: { expirationInSeconds: 86_400 } satisfies T.SetTemporaryUserRequest,
  revoke: { userId: '3f2b9c1e-8d4a-4e6b-9a7c-1d2e3f4a5b6c' } satisfies T.RevokeUserSessionsRequest,
  sessionConfiguration: {
    sessionConcurrentConfiguration: { isActive: true, maxSessions: 10 },
    sessionIdleTimeoutConfiguration: { isActive: true, timeout: 3600 },
    sessionTimeoutConfiguration: { isActive: false },
  } satisfies T.SessionConfiguration,
  verifyWebAuthnDevice: { ...registration, deviceType: 'CrossPlatform' } satisfies T.VerifyWebAuthnDeviceRequest,
  tokenBody: { description: 'CI', expiresInMinutes: 43_200 } satisfies T.CreateTokenBody,
  tenantTokenBody: { description: 'CI', roleIds: ['r-1'], expiresInMinutes: null } satisfies T.CreateTenantTokenBody,
};
