import { z } from 'zod';
import {
  caselessEnum,
  currentPassword,
  email,
  httpUrl,
  id,
  otp,
  phoneNumber,
  recaptchaToken,
  token,
  webAuthnAssertion,
  webAuthnDeviceType,
  webAuthnRegistration,
} from '../users/fields/schemas';

// Request payloads of the auth calls (api-calls-and-errors.md §7.1), for the server to validate with.

/** Body of `login` (POST /auth/v1/user). */
export const loginSchema = z.object({
  email,
  password: currentPassword,
  recaptchaToken: recaptchaToken.optional(),
  invitationToken: token.optional(),
});

/** Body of `refreshToken` (POST /auth/v1/user/token/refresh); `null` (the published client's "no tab tenant") means none. */
export const refreshTokenSchema = z.object({ tenantId: id.nullish() });

/** Body of `mfaVerify` (POST /auth/v1/user/mfa/verify). */
export const mfaVerifySchema = z.object({ mfaToken: token, value: otp, rememberDevice: z.boolean().optional() });

/** Body of `mfaRecover` (POST /auth/v1/user/mfa/recover). */
// mfaToken: the pending login's token; a recovery code replaces only the second factor, never the password.
export const mfaRecoverSchema = z.object({ email, recoveryCode: z.string().min(1).max(128), mfaToken: z.string().min(1).max(8192).optional() });

/** Body of `samlPreLogin` (POST /auth/v1/user/saml/prelogin). */
export const samlPreLoginSchema = z.object({ email, tenantId: id.optional() });

/** Body of `samlPostLogin` (POST /auth/v1/user/saml/postlogin). */
export const samlPostLoginSchema = z.object({
  SAMLResponse: z.string().min(1).max(1_000_000),
  RelayState: z.string().max(8192).optional(),
});

/** Body of `oidcPostLogin` (POST /auth/v1/user/oidc/postlogin). */
export const oidcPostLoginSchema = z.object({ code: token, redirectUri: httpUrl, state: z.string().max(2048).optional(), iss: httpUrl.optional() });

/** Body of `ssoPreLogin` (POST /auth/v2/user/sso/prelogin). */
export const ssoPreLoginSchema = z.object({ email, tenantId: id.optional() });

/** Social login providers (path segment of `socialPostLogin`). */
export const socialProviderSchema = z.enum(['microsoft', 'facebook', 'google', 'github', 'slack', 'apple', 'linkedin']);

/** Body of `socialPostLogin` (POST /auth/v1/user/sso/{provider}/postlogin). */
export const socialPostLoginSchema = z.object({ metadata: z.string().max(65_536).optional(), invitationToken: token.optional() });

/** Body of `socialPreLogin` (POST /auth/v1/user/sso/{provider}/prelogin): the PKCE S256 challenge of the client's verifier. */
export const socialPreLoginSchema = z.object({ codeChallenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'codeChallenge: must be a base64url SHA-256 digest') });

/** Query of `socialPostLogin`: the provider's callback parameters; a code or an ID token is required. */
export const socialPostLoginQuerySchema = z
  .object({
    code: token.optional(),
    id_token: token.optional(),
    redirectUri: httpUrl.optional(),
    code_verifier: z.string().min(43).max(128).optional(),
    state: z.string().max(2048).optional(),
  })
  .refine((q) => q.code !== undefined || q.id_token !== undefined, { message: 'code or id_token is required' });

/** Passwordless kinds (path segment of the passwordless calls). */
export const passwordlessTypeSchema = caselessEnum(['MagicLink', 'Code', 'SmsCode']);

/** Body of `passwordlessPreLogin` (POST /auth/v1/passwordless/{type}/prelogin): who to send the code or link to. */
export const passwordlessPreLoginSchema = z
  .object({
    email: email.optional(),
    phoneNumber: phoneNumber.optional(),
    userId: id.optional(),
    recaptchaToken: recaptchaToken.optional(),
    invitationToken: token.optional(),
  })
  .refine((b) => b.email !== undefined || b.phoneNumber !== undefined || b.userId !== undefined, {
    message: 'email, phoneNumber or userId is required',
  });

/** Body of `passwordlessPostLogin` (POST /auth/v1/passwordless/{type}/postlogin). */
export const passwordlessPostLoginSchema = z.object({
  token,
  // Who typed the code (a code alone does not name its account); a magic link needs neither.
  email: email.optional(),
  phoneNumber: phoneNumber.optional(),
  recaptchaToken: recaptchaToken.optional(),
  invitationToken: token.optional(),
});

/** Body of `webAuthnPreLogin` (POST /auth/v1/webauthn/prelogin); no e-mail for conditional UI (autofill). */
export const webAuthnPreLoginSchema = z.object({
  email: email.optional(),
  recaptchaToken: recaptchaToken.optional(),
  invitationToken: token.optional(),
});

/** Body of `webAuthnPostLogin` (POST /auth/v1/webauthn/postlogin): the assertion plus optional login context. */
export const webAuthnPostLoginSchema = webAuthnAssertion.extend({
  recaptchaToken: recaptchaToken.optional(),
  invitationToken: token.optional(),
});

/** Body of `stepUpGenerate` (POST /auth/v1/user/step-up/generate). */
export const stepUpGenerateSchema = z.object({ maxAge: z.number().int().positive().optional() });

// MFA during login (/auth/v1/user/mfa/...): every call carries the mfaToken of the pending login.
const pendingMfa = z.object({ mfaToken: token });
const rememberDevice = z.boolean().optional();

/** Body of `loginMfaAuthenticatorEnroll` (POST /auth/v1/user/mfa/authenticator/enroll). */
export const loginMfaAuthenticatorEnrollSchema = pendingMfa;
/** Body of `loginMfaAuthenticatorEnrollVerify` (POST /auth/v1/user/mfa/authenticator/enroll/verify). */
export const loginMfaAuthenticatorEnrollVerifySchema = pendingMfa.extend({ token: otp });
/** Body of `loginMfaAuthenticatorVerify` (POST /auth/v1/user/mfa/authenticator/{deviceId}/verify). */
export const loginMfaAuthenticatorVerifySchema = pendingMfa.extend({ value: otp, rememberDevice });
/** Body of `loginMfaSmsEnroll` (POST /auth/v1/user/mfa/sms/enroll). */
export const loginMfaSmsEnrollSchema = pendingMfa.extend({ phoneNumber });
/** Body of `loginMfaSmsEnrollVerify` (POST /auth/v1/user/mfa/sms/enroll/verify). */
export const loginMfaSmsEnrollVerifySchema = pendingMfa.extend({ otcToken: token, code: otp, rememberDevice });
/** Body of `loginMfaSmsPreVerify` (POST /auth/v1/user/mfa/sms/{deviceId}). */
export const loginMfaSmsPreVerifySchema = pendingMfa;
/** Body of `loginMfaSmsVerify` (POST /auth/v1/user/mfa/sms/{deviceId}/verify). */
export const loginMfaSmsVerifySchema = pendingMfa.extend({ otcToken: token, code: otp, rememberDevice });
/** Body of `loginMfaWebAuthnEnroll` (POST /auth/v1/user/mfa/webauthn/enroll). */
export const loginMfaWebAuthnEnrollSchema = pendingMfa;
/** Body of `loginMfaWebAuthnEnrollVerify` (POST /auth/v1/user/mfa/webauthn/enroll/verify). */
export const loginMfaWebAuthnEnrollVerifySchema = pendingMfa.extend({
  webauthnToken: token,
  deviceType: webAuthnDeviceType,
  options: webAuthnRegistration,
  rememberDevice,
});
/** Body of `loginMfaWebAuthnPreVerify` (POST /auth/v1/user/mfa/webauthn/{deviceId}). */
export const loginMfaWebAuthnPreVerifySchema = pendingMfa;
/** Body of `loginMfaWebAuthnVerify` (POST /auth/v1/user/mfa/webauthn/{deviceId}/verify). */
export const loginMfaWebAuthnVerifySchema = pendingMfa.extend({
  webauthnToken: token.optional(),
  options: webAuthnAssertion,
  rememberDevice,
});
/** Body of `loginMfaEmailCodePreVerify` (POST /auth/v1/user/mfa/emailcode). */
export const loginMfaEmailCodePreVerifySchema = pendingMfa;
/** Body of `loginMfaEmailCodeVerify` (POST /auth/v1/user/mfa/emailcode/verify). */
export const loginMfaEmailCodeVerifySchema = pendingMfa.extend({ otcToken: token, code: otp, rememberDevice });

// OAuth (RFC 6749 names; sent as application/x-www-form-urlencoded, so the server parses the form, then validates).
// Client ids are registered names (portico-demo), not UUIDs.
const clientId = z.string().min(1).max(255).optional();
/** PKCE verifier: 43–128 unreserved characters (RFC 7636 §4.1). */
const codeVerifier = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'Expected a PKCE code verifier');

/** Body of `oauthToken` (POST /oauth/token), discriminated on `grant_type`. */
export const oauthTokenSchema = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('authorization_code'), code: token, redirect_uri: httpUrl, code_verifier: codeVerifier, client_id: clientId }),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: token.optional(), scope: z.string().max(1024).optional(), client_id: clientId }),
]);

/** Body of `oauthSilent` (POST /oauth/authorize/silent); `null` means no tenant, as for refresh. */
export const oauthSilentSchema = z.object({ tenantId: id.nullish() });

/** Query of `oauthLogout` (GET /oauth/logout; also the body of its POST confirmation), OIDC RP-Initiated Logout names. */
export const oauthLogoutQuerySchema = z.object({
  post_logout_redirect_uri: httpUrl.optional(), id_token_hint: token.optional(), client_id: clientId,
  state: z.string().max(2048).optional(), csrf: z.string().max(256).optional(),
});

/** Query of `getFeatureFlags` (GET /flags): comma-separated flag keys. */
export const getFeatureFlagsQuerySchema = z.object({ 'feature-keys': z.string().max(4096).optional() });
