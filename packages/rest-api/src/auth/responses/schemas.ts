import { z } from 'zod';

// Response shapes of the auth calls (api-calls-and-errors.md §7.1): what a server must answer, checked by the contract
// suite (tests/contract). Loose objects: a server may add fields, never change or drop the ones named here.

const mfaStrategy = z.enum(['AuthenticatorApp', 'WebAuthnPlatform', 'WebAuthnCrossPlatform', 'SMS', 'EmailCode']);
const seconds = z.number().int().positive();

/** A completed login, refresh or MFA verification: an access token (the refresh token travels as an httpOnly cookie). */
export const tokenResponseSchema = z.looseObject({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1).optional(),
  expires_in: seconds.optional(),
  expiresIn: seconds.optional(),
  token_type: z.string().optional(),
  tenantId: z.string().optional(),
  mfaRequired: z.literal(false).optional(),
  isBreachedPassword: z.boolean().optional(),
  recoveryCode: z.string().min(1).optional(),
});

/** A login that needs a second factor: an MFA token and the factors, never an access token. */
export const mfaRequiredResponseSchema = z.looseObject({
  mfaRequired: z.literal(true),
  mfaToken: z.string().min(1),
  mfaEnrolled: z.boolean(),
  mfaStrategies: z.array(z.looseObject({ strategy: mfaStrategy, isActive: z.boolean() })).optional(),
  allowRememberMe: z.boolean().optional(),
  accessToken: z.never().optional(),
});

/** Answer of `login`: either tokens or an MFA challenge. */
export const loginResponseSchema = z.union([tokenResponseSchema, mfaRequiredResponseSchema]);

/** Answer of `ssoPreLogin` / `samlPreLogin`: no `address` means the e-mail has no SSO. */
export const ssoPreLoginResponseSchema = z.looseObject({ address: z.url().optional(), idpType: z.string().optional() });

/** Answer of `getFeatureFlags`. */
export const featureFlagsResponseSchema = z.record(z.string(), z.enum(['on', 'off']));

/** Answer of `loginMfaAuthenticatorEnroll`: the authenticator's QR code (or its otpauth URI). */
export const loginMfaQrCodeSchema = z.looseObject({ qrCode: z.string().min(1) });

/** Answer of `loginMfaEmailCodePreVerify`: the challenge token that goes back with the code. */
export const otcChallengeSchema = z.looseObject({ otcToken: z.string().min(1) });

const socialProvider = z.enum(['microsoft', 'facebook', 'google', 'github', 'slack', 'apple', 'linkedin']);

/** One social login provider of the public list (`getSocialLoginProviders*`): never a client secret. */
export const socialLoginProviderSchema = z.looseObject({
  type: socialProvider,
  active: z.boolean(),
  clientId: z.string().optional(),
  redirectUrl: z.string().optional(),
  authorizationUrl: z.string().optional(),
  additionalScopes: z.array(z.string()).optional(),
  customised: z.boolean().optional(),
  clientSecret: z.never().optional(),
});

/** Answer of `getSocialLoginProviders`, `getSocialLoginProvidersV2` and `getSocialLoginProvidersV2Authenticated`. */
export const socialLoginProvidersSchema = z.array(socialLoginProviderSchema);

/** Answer of `socialPreLogin`: where the browser goes (state and nonce stay in an httpOnly cookie). */
export const socialPreLoginResponseSchema = z.looseObject({ authorizationUrl: z.url({ protocol: /^https?$/ }) });

/** Answer of `socialPostLogin`: the social login result (product-spec §3) with the login's tokens or its MFA demand. */
export const socialLoginResultSchema = z.looseObject({
  email: z.string().min(1),
  isNewUser: z.boolean(),
  userId: z.string().min(1),
  tenantId: z.string().min(1),
  name: z.string().nullable().optional(),
});
