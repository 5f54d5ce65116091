import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ApiClient } from '../core/client';
import type { login, mfaVerify, oauthToken, refreshToken } from './calls';
import type * as S from './schemas';
import type * as T from './types';

// Compile-time checks (run by `tsc`): each request type is accepted by its schema, and login results narrow on `user`.
describe('auth types', () => {
  it('request types are assignable to their schema inputs', () => {
    expectTypeOf<T.LoginRequest>().toExtend<z.input<typeof S.loginSchema>>();
    expectTypeOf<T.RefreshTokenRequest>().toExtend<z.input<typeof S.refreshTokenSchema>>();
    expectTypeOf<T.MfaVerifyRequest>().toExtend<z.input<typeof S.mfaVerifySchema>>();
    expectTypeOf<T.MfaRecoverRequest>().toExtend<z.input<typeof S.mfaRecoverSchema>>();
    expectTypeOf<T.SsoPreLoginRequest>().toExtend<z.input<typeof S.ssoPreLoginSchema>>();
    expectTypeOf<T.SamlPostLoginRequest>().toExtend<z.input<typeof S.samlPostLoginSchema>>();
    expectTypeOf<T.OidcPostLoginRequest>().toExtend<z.input<typeof S.oidcPostLoginSchema>>();
    expectTypeOf<T.SocialPostLoginBody>().toExtend<z.input<typeof S.socialPostLoginSchema>>();
    expectTypeOf<T.SocialPostLoginQuery>().toExtend<z.input<typeof S.socialPostLoginQuerySchema>>();
    expectTypeOf<T.SocialProvider>().toExtend<z.input<typeof S.socialProviderSchema>>();
    expectTypeOf<T.PasswordlessType>().toExtend<z.input<typeof S.passwordlessTypeSchema>>();
    expectTypeOf<T.PasswordlessPreLoginRequest>().toExtend<z.input<typeof S.passwordlessPreLoginSchema>>();
    expectTypeOf<T.PasswordlessPostLoginRequest>().toExtend<z.input<typeof S.passwordlessPostLoginSchema>>();
    expectTypeOf<T.WebAuthnPreLoginRequest>().toExtend<z.input<typeof S.webAuthnPreLoginSchema>>();
    expectTypeOf<T.WebAuthnPostLoginRequest>().toExtend<z.input<typeof S.webAuthnPostLoginSchema>>();
    expectTypeOf<T.StepUpGenerateRequest>().toExtend<z.input<typeof S.stepUpGenerateSchema>>();
    expectTypeOf<T.PendingMfaRequest>().toExtend<z.input<typeof S.loginMfaAuthenticatorEnrollSchema>>();
    expectTypeOf<T.LoginMfaAuthenticatorEnrollVerifyRequest>().toExtend<z.input<typeof S.loginMfaAuthenticatorEnrollVerifySchema>>();
    expectTypeOf<T.LoginMfaAuthenticatorVerifyRequest>().toExtend<z.input<typeof S.loginMfaAuthenticatorVerifySchema>>();
    expectTypeOf<T.LoginMfaSmsEnrollRequest>().toExtend<z.input<typeof S.loginMfaSmsEnrollSchema>>();
    expectTypeOf<T.LoginMfaCodeVerifyRequest>().toExtend<z.input<typeof S.loginMfaSmsVerifySchema>>();
    expectTypeOf<T.LoginMfaCodeVerifyRequest>().toExtend<z.input<typeof S.loginMfaEmailCodeVerifySchema>>();
    expectTypeOf<T.LoginMfaWebAuthnEnrollVerifyRequest>().toExtend<z.input<typeof S.loginMfaWebAuthnEnrollVerifySchema>>();
    expectTypeOf<T.LoginMfaWebAuthnVerifyRequest>().toExtend<z.input<typeof S.loginMfaWebAuthnVerifySchema>>();
    expectTypeOf<T.OAuthTokenRequest>().toExtend<z.input<typeof S.oauthTokenSchema>>();
    expectTypeOf<T.OAuthSilentRequest>().toExtend<z.input<typeof S.oauthSilentSchema>>();
    expectTypeOf<T.OAuthLogoutQuery>().toExtend<z.input<typeof S.oauthLogoutQuerySchema>>();
  });

  it('login takes the client, a LoginRequest and call options, and resolves to a LoginResult', () => {
    expectTypeOf<typeof login>().parameters.toEqualTypeOf<[ApiClient, T.LoginRequest, ({ signal?: AbortSignal } | undefined)?]>();
    expectTypeOf<typeof login>().returns.resolves.toEqualTypeOf<T.LoginResult>();
    expectTypeOf<typeof refreshToken>().returns.resolves.toEqualTypeOf<T.LoginResult>();
    expectTypeOf<typeof mfaVerify>().returns.resolves.toEqualTypeOf<T.LoginResult>();
    expectTypeOf<typeof oauthToken>().returns.resolves.toEqualTypeOf<T.LoginResult>();
  });

  it('a LoginResult narrows on user: authenticated results carry the tokens and the merged user', () => {
    const narrow = (result: T.LoginResult) => {
      if (result.user) {
        expectTypeOf(result).toEqualTypeOf<T.AuthenticatedLogin>();
        expectTypeOf(result.accessToken).toBeString();
        expectTypeOf(result.expiresIn).toBeNumber();
        expectTypeOf(result.user.email).toBeString();
        expectTypeOf(result.user.accessToken).toBeString();
      } else {
        expectTypeOf(result).toEqualTypeOf<T.PendingLogin>();
        expectTypeOf(result.mfaRequired).toEqualTypeOf<boolean | undefined>();
      }
    };
    expectTypeOf(narrow).toBeFunction();
  });
});
