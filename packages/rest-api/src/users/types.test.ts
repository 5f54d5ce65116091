import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ApiClient } from '../core/client';
import type { CallOptions } from '../core/request';
import type { createUserApiToken, getMe, listUsers, uploadProfileImage } from './calls';
import type * as S from './schemas';
import type * as T from './types';

// Compile-time checks (run by `tsc`): each request type is accepted by its schema; representative call signatures.
describe('users types', () => {
  it('request types are assignable to their schema inputs', () => {
    expectTypeOf<T.UpdateMeRequest>().toExtend<z.input<typeof S.updateMeSchema>>();
    expectTypeOf<T.SwitchTenantRequest>().toExtend<z.input<typeof S.switchTenantSchema>>();
    expectTypeOf<T.CreateUserTenantTokenRequest>().toExtend<z.input<typeof S.createUserTenantTokenSchema>>();
    expectTypeOf<T.ListUsersQuery>().toExtend<z.input<typeof S.listUsersQuerySchema>>();
    expectTypeOf<T.ListUsersQuery>().toExtend<z.input<typeof S.listUsersV3QuerySchema>>();
    expectTypeOf<T.UserIdsQuery>().toExtend<z.input<typeof S.getUsersRolesQuerySchema>>();
    expectTypeOf<T.UserIdsQuery>().toExtend<z.input<typeof S.getUsersGroupsQuerySchema>>();
    expectTypeOf<T.SignUpRequest>().toExtend<z.input<typeof S.signUpSchema>>();
    expectTypeOf<T.ActivateAccountRequest>().toExtend<z.input<typeof S.activateAccountSchema>>();
    expectTypeOf<T.ActivationStrategyQuery>().toExtend<z.input<typeof S.getActivationStrategyQuerySchema>>();
    expectTypeOf<T.EmailRequest>().toExtend<z.input<typeof S.resetActivationSchema>>();
    expectTypeOf<T.EmailRequest>().toExtend<z.input<typeof S.forgotPasswordSchema>>();
    expectTypeOf<T.AcceptInvitationRequest>().toExtend<z.input<typeof S.acceptInvitationSchema>>();
    expectTypeOf<T.ResetPasswordRequest>().toExtend<z.input<typeof S.resetPasswordSchema>>();
    expectTypeOf<T.ChangePasswordRequest>().toExtend<z.input<typeof S.changePasswordSchema>>();
    expectTypeOf<T.PasswordConfigQuery>().toExtend<z.input<typeof S.getPasswordConfigQuerySchema>>();
    expectTypeOf<T.PhoneNumberRequest>().toExtend<z.input<typeof S.setPhoneSchema>>();
    expectTypeOf<T.OtcVerifyRequest>().toExtend<z.input<typeof S.verifyPhoneNumberSchema>>();
    expectTypeOf<T.VerifyResetPhoneRequest>().toExtend<z.input<typeof S.verifyResetPhoneSchema>>();
    expectTypeOf<T.ChangePhoneRequest>().toExtend<z.input<typeof S.changePhoneSchema>>();
    expectTypeOf<T.ListPhoneNumbersQuery>().toExtend<z.input<typeof S.listPhoneNumbersQuerySchema>>();
    expectTypeOf<T.MfaTokenRequest>().toExtend<z.input<typeof S.mfaEnrollVerifySchema>>();
    expectTypeOf<T.MfaWebAuthnEnrollVerifyRequest>().toExtend<z.input<typeof S.mfaWebAuthnEnrollVerifySchema>>();
    expectTypeOf<T.MfaWebAuthnDisableVerifyRequest>().toExtend<z.input<typeof S.mfaWebAuthnDisableVerifySchema>>();
    expectTypeOf<T.SetTemporaryUserRequest>().toExtend<z.input<typeof S.setTemporaryUserSchema>>();
    expectTypeOf<T.RevokeUserSessionsRequest>().toExtend<z.input<typeof S.revokeUserSessionsSchema>>();
    expectTypeOf<T.SessionConfiguration>().toExtend<z.input<typeof S.updateSessionConfigurationSchema>>();
    expectTypeOf<T.CreateTokenBody>().toExtend<z.input<typeof S.createUserApiTokenSchema>>();
    expectTypeOf<T.CreateTokenBody>().toExtend<z.input<typeof S.createUserAccessTokenSchema>>();
    expectTypeOf<T.CreateTenantTokenBody>().toExtend<z.input<typeof S.createTenantApiTokenSchema>>();
    expectTypeOf<T.CreateTenantTokenBody>().toExtend<z.input<typeof S.createTenantAccessTokenSchema>>();
    expectTypeOf<T.VerifyWebAuthnDeviceRequest>().toExtend<z.input<typeof S.verifyWebAuthnDeviceSchema>>();
  });

  it('getMe takes the client and call options and resolves to a User', () => {
    expectTypeOf<typeof getMe>().parameters.toEqualTypeOf<[ApiClient, CallOptions?]>();
    expectTypeOf<typeof getMe>().returns.resolves.toEqualTypeOf<T.User>();
  });

  it('listUsers takes an optional typed query and resolves to a page of users', () => {
    expectTypeOf<typeof listUsers>().parameters.toEqualTypeOf<[ApiClient, T.ListUsersQuery?, CallOptions?]>();
    expectTypeOf<typeof listUsers>().returns.resolves.toEqualTypeOf<T.Page<T.User>>();
    expectTypeOf<T.Page<T.User>['_metadata']>().toEqualTypeOf<{ totalItems: number; totalPages: number }>();
    expectTypeOf<T.ListUsersQuery['_sortBy']>().toEqualTypeOf<T.UserSortKey | undefined>();
  });

  it('token creation takes days (friendly input), and the sent body carries minutes or null', () => {
    expectTypeOf<Parameters<typeof createUserApiToken>[1]>().toEqualTypeOf<T.CreateTokenInput>();
    expectTypeOf<T.CreateTokenInput['expiresInDays']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<T.CreateTokenBody['expiresInMinutes']>().toEqualTypeOf<number | null>();
    expectTypeOf<typeof uploadProfileImage>().parameters.toEqualTypeOf<[ApiClient, string, CallOptions?]>();
  });
});
