import { z } from 'zod';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, TEMPORARY_USER_MAX_SECONDS } from './constants';
import {
  currentPassword,
  email,
  httpUrl,
  id,
  jsonText,
  label,
  newPassword,
  otp,
  phoneNumber,
  queryBool,
  queryIds,
  queryInt,
  recaptchaToken,
  token,
  webAuthnAssertion,
  webAuthnDeviceType,
  webAuthnRegistration,
} from './fields/schemas';

// Request payloads of the users calls (api-calls-and-errors.md §7.2), for the server to validate with.

const text = (max: number) => z.string().max(max);

// --- Me, tenants, users lists --------------------------------------------------------------------------------------

/** Body of `updateMe` (PUT /users/v2/me); `null` clears an optional profile field. */
export const updateMeSchema = z.object({
  name: label.optional(),
  phoneNumber: phoneNumber.nullable().optional(),
  address: text(1024).nullable().optional(),
  jobTitle: text(255).nullable().optional(),
  profilePictureUrl: httpUrl.nullable().optional(),
  metadata: jsonText.optional(),
});

/** Body of `switchTenant` (PUT /users/v1/tenant). */
export const switchTenantSchema = z.object({ tenantId: z.uuid() });

/** Body of `createUserTenantToken` (POST /users/v3/me/token). */
export const createUserTenantTokenSchema = z.object({ tenantId: id });

/** User sort keys (product-spec §3). */
export const userSortKeySchema = z.enum(['createdAt', 'name', 'email', 'id', 'verified', 'isLocked', 'provider', 'tenantId']);
/** User filter presets (product-spec §3). */
export const userPresetSchema = z.enum(['mfa-unenrolled', 'breached-passwords', 'inactive']);

/** Query of `listUsers` (GET /users/v2). */
export const listUsersQuerySchema = z.object({
  _filter: text(255).optional(),
  _sortBy: userSortKeySchema.optional(),
  _order: z.enum(['ASC', 'DESC']).optional(),
  _offset: queryInt.optional(),
  _limit: queryInt.pipe(z.number().min(1).max(1000)).optional(),
  _includeSubTenants: queryBool.optional(),
  _preset: userPresetSchema.optional(),
  _maxInactiveSeconds: queryInt.optional(),
  _email: text(254).optional(),
  _tenantId: id.optional(),
});
/** Query of `listUsersV3` (GET /users/v3): the same parameters as v2. */
export const listUsersV3QuerySchema = listUsersQuerySchema;

/** Query of `getUsersRoles` (GET /users/v3/roles): user ids, repeated. */
export const getUsersRolesQuerySchema = z.object({ ids: queryIds });
/** Query of `getUsersGroups` (GET /users/v3/groups): user ids, repeated. */
export const getUsersGroupsQuerySchema = z.object({ ids: queryIds });

// --- Sign-up, activation, invitations, passwords --------------------------------------------------------------------

/** Body of `signUp` (POST /users/v1/signUp). */
export const signUpSchema = z.object({
  email,
  name: label.optional(),
  companyName: label.optional(),
  phoneNumber: phoneNumber.optional(),
  invitationToken: token.optional(),
  password: newPassword.optional(),
  recaptchaToken: recaptchaToken.optional(),
  metadata: jsonText.optional(),
});

/** Body of `activateAccount` (POST /users/v1/activate); a password only when the strategy asks for one. */
export const activateAccountSchema = z.object({
  userId: z.uuid(),
  token,
  password: newPassword.optional(),
  recaptchaToken: recaptchaToken.optional(),
});

/** Query of `getActivationStrategy` (GET /users/v1/activate/strategy). */
export const getActivationStrategyQuerySchema = z.object({ userId: z.uuid(), token });

/** Body of `resetActivation` (POST /users/v1/activate/reset). */
export const resetActivationSchema = z.object({ email });
/** Body of `resetInvitation` (POST /users/v1/invitation/reset). */
export const resetInvitationSchema = z.object({ email });
/** Body of `acceptInvitation` (POST /users/v1/invitation/accept). */
export const acceptInvitationSchema = z.object({ userId: z.uuid(), token });
/** Body of `resetAllInvitations` (POST /users/v1/invitation/reset/all). */
export const resetAllInvitationsSchema = z.object({ email });

/** Body of `forgotPassword` (POST /users/v1/passwords/reset). */
export const forgotPasswordSchema = z.object({ email });
/** Body of `resetPassword` (POST /users/v1/passwords/reset/verify). */
export const resetPasswordSchema = z.object({ userId: z.uuid(), token, password: newPassword });
/** Body of `changePassword` (POST /users/v1/passwords/change): the current password and the new one. */
export const changePasswordSchema = z.object({ password: currentPassword, newPassword });
/** Query of `getPasswordConfig` (GET /users/v1/passwords/config). */
export const getPasswordConfigQuerySchema = z.object({ userId: id.optional() });

// --- Phone ------------------------------------------------------------------------------------------------------------

const otcVerify = z.object({ otcToken: token, code: otp });

/** Body of `verifyPhone`: `changePhoneId` is the published client's name for `otcToken`. */
const phoneVerify = z.object({ otcToken: token.optional(), changePhoneId: token.optional(), code: otp }).transform(({ changePhoneId, ...rest }, ctx) => {
  const otcToken = rest.otcToken ?? changePhoneId;
  if (!otcToken) {
    ctx.addIssue({ code: 'custom', path: ['otcToken'], message: 'Invalid input: expected string, received undefined' });
    return z.NEVER;
  }
  return { ...rest, otcToken };
});

/** Body of `setPhone` (POST /users/v1/phone). */
export const setPhoneSchema = z.object({ phoneNumber });
/** Body of `verifyPhone` (POST /users/v1/phone/verify). */
export const verifyPhoneSchema = phoneVerify;
/** Body of `resetPhone` (POST /users/v1/phone/reset). */
export const resetPhoneSchema = z.object({ email });
/** Body of `verifyResetPhone` (POST /users/v1/phone/reset/verify). */
export const verifyResetPhoneSchema = z.object({ resetPhoneNumberToken: token, code: otp });
/** Body of `changePhone` (PUT /users/v1/phone/change). */
export const changePhoneSchema = z.object({ changePhoneNumberToken: token, phoneNumber });

/** Query of `listPhoneNumbers` (GET /users/phone-numbers/v1). */
export const listPhoneNumbersQuerySchema = z.object({
  limit: queryInt.pipe(z.number().min(1).max(1000)).optional(),
  offset: queryInt.optional(),
});
/** Body of `createPhoneNumber` (POST /users/phone-numbers/v1). */
export const createPhoneNumberSchema = z.object({ phoneNumber });
/** Body of `preVerifyPhoneNumber` (POST /users/phone-numbers/v1/preverify). */
export const preVerifyPhoneNumberSchema = z.object({ phoneNumber });
/** Body of `verifyPhoneNumber` (POST /users/phone-numbers/v1/verify). */
export const verifyPhoneNumberSchema = otcVerify;
/** Body of `verifyDeletePhoneNumber` (POST /users/phone-numbers/v1/{id}/delete/verify). */
export const verifyDeletePhoneNumberSchema = otcVerify;

// --- MFA management (/users/v1/mfa) -------------------------------------------------------------------------------------

/** Body of `mfaEnrollVerify` (POST /users/v1/mfa/enroll/verify). */
export const mfaEnrollVerifySchema = z.object({ token: otp });
/** Body of `mfaDisable` (POST /users/v1/mfa/disable): an authenticator code or a recovery code. */
export const mfaDisableSchema = z.object({ token: z.string().min(1).max(128) });
/** Body of `mfaAuthenticatorEnrollVerify` (POST /users/v1/mfa/authenticator/enroll/verify). */
export const mfaAuthenticatorEnrollVerifySchema = z.object({ token: otp });
/** Body of `mfaAuthenticatorDisable` (POST /users/v1/mfa/authenticator/{deviceId}/disable/verify). */
export const mfaAuthenticatorDisableSchema = z.object({ token: otp });
/** Body of `mfaSmsEnroll` (POST /users/v1/mfa/sms/enroll). */
export const mfaSmsEnrollSchema = z.object({ phoneNumber });
/** Body of `mfaSmsEnrollVerify` (POST /users/v1/mfa/sms/enroll/verify). */
export const mfaSmsEnrollVerifySchema = otcVerify;
/** Body of `mfaSmsDisableVerify` (POST /users/v1/mfa/sms/{deviceId}/disable/verify). */
export const mfaSmsDisableVerifySchema = otcVerify;
/** Body of `mfaWebAuthnEnrollVerify` (POST /users/v1/mfa/webauthn/enroll/verify). */
export const mfaWebAuthnEnrollVerifySchema = z.object({
  webauthnToken: token,
  deviceType: webAuthnDeviceType,
  options: webAuthnRegistration,
});
/**
 * Body of `mfaWebAuthnDisableVerify` (POST /users/v1/mfa/webauthn/{deviceId}/disable/verify): the assertion of the key
 * answering `mfaWebAuthnDisableStart`, or nothing (the one-call removal, under a recent step-up).
 */
export const mfaWebAuthnDisableVerifySchema = z.object({ webauthnToken: token.optional(), options: webAuthnAssertion.optional() });

// --- Temporary users, sessions ------------------------------------------------------------------------------------------

/** Body of `setTemporaryUser` (PUT /users/temporary/v1/{userId}). */
export const setTemporaryUserSchema = z.object({ expirationInSeconds: z.number().int().positive().max(TEMPORARY_USER_MAX_SECONDS) });

/** Body of `revokeUserSessions` (POST /users/sessions/v1/revoke). */
export const revokeUserSessionsSchema = z.object({ userId: z.uuid() });

/** Path of the calls addressing one user (`/users/temporary/v1/{userId}`): a UUID. */
export const userIdParamSchema = z.object({ userId: z.uuid() });
/** Path of `deleteMySession` (`/users/sessions/v1/me/{id}`): a UUID. */
export const sessionIdParamSchema = z.object({ id: z.uuid() });

const timeoutPolicy = z.object({ isActive: z.boolean(), timeout: z.number().int().positive().optional() });

/** Body of `updateSessionConfiguration` (POST /configurations/sessions/v1). Timeouts are in seconds. */
export const updateSessionConfigurationSchema = z.object({
  sessionConcurrentConfiguration: z.object({ isActive: z.boolean(), maxSessions: z.number().int().positive().optional() }).optional(),
  sessionIdleTimeoutConfiguration: timeoutPolicy.optional(),
  sessionTimeoutConfiguration: timeoutPolicy.optional(),
});

// --- API and access tokens ---------------------------------------------------------------------------------------------------

const tokenDescription = text(1024).optional();
/** Longest token life the server accepts: ten years, in minutes. */
const TOKEN_MAX_MINUTES = 10 * 525_600;
/** Minutes until expiry; `null` (or absent) means the token never expires. */
const expiresInMinutes = z.number().int().positive().max(TOKEN_MAX_MINUTES).nullable().optional();
const roleIds = z.array(id).max(500).optional();

/** Body of `createUserApiToken` (POST /users/api-tokens/v1). */
export const createUserApiTokenSchema = z.object({ description: tokenDescription, expiresInMinutes });
/** Body of `createUserAccessToken` (POST /users/access-tokens/v1). */
export const createUserAccessTokenSchema = z.object({ description: tokenDescription, expiresInMinutes });
/** Body of `createTenantApiToken` (POST /tenants/api-tokens/v2). */
export const createTenantApiTokenSchema = z.object({ description: tokenDescription, roleIds, expiresInMinutes });
/** Body of `createTenantAccessToken` (POST /tenants/access-tokens/v1). */
export const createTenantAccessTokenSchema = z.object({ description: tokenDescription, roleIds, expiresInMinutes });

/** Path parameter of the token delete calls. */
export const apiTokenIdParamSchema = z.object({ id: z.uuid() });

/** Body of the client-credentials exchange `POST /auth/v1/api-token` (Frontegg-style; OAuth clients use `/oauth/token`). */
export const apiTokenExchangeSchema = z.object({ clientId: z.uuid(), secret: z.string().min(1).max(512) });

const tokenView = {
  id: z.uuid(),
  description: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  expires: z.iso.datetime({ offset: true }).nullable(),
  type: z.enum(['clientCredentials', 'accessToken']),
  tenantId: z.uuid(),
  createdByUserId: z.uuid().nullable(),
  clientId: z.uuid().optional(),
  roleIds: z.array(z.uuid()).optional(),
};
/** One item of a token list: never carries the secret. */
export const apiTokenResponseSchema = z.strictObject(tokenView);
/** Answer of an access-token list (personal or tenant): the items under `accessTokens`, the published client's shape. */
export const accessTokensResponseSchema = z.strictObject({ accessTokens: z.array(apiTokenResponseSchema) });
/** Answer of a token creation: the item plus the secret, shown this once. */
export const createdApiTokenResponseSchema = z.strictObject({ ...tokenView, secret: z.string().min(32) });
/** Answer of a client-credentials exchange. */
export const apiTokenExchangeResponseSchema = z.object({ accessToken: z.string(), expiresIn: z.number().int().positive(), tenantId: z.uuid() });

// --- WebAuthn devices, profile image ------------------------------------------------------------------------------------------

/** Body of `verifyWebAuthnDevice` (POST /users/webauthn/v1/devices/verify): the new device's attestation. */
export const verifyWebAuthnDeviceSchema = webAuthnRegistration.extend({ deviceType: webAuthnDeviceType.optional() });

/** Multipart form of `uploadProfileImage` (PUT /team/resources/profile/me/image/v1): one image file. */
export const uploadProfileImageSchema = z.object({ image: z.file().mime([...PROFILE_IMAGE_TYPES]).max(PROFILE_IMAGE_MAX_BYTES) });

/** A profile picture as a base64 image data URL (PNG, JPEG, GIF or WebP, at most PROFILE_IMAGE_MAX_BYTES decoded). */
export const profileImageDataUrlSchema = z
  .string()
  .max(Math.ceil(PROFILE_IMAGE_MAX_BYTES / 3) * 4 + 32)
  .regex(/^data:image\/(png|jpeg|gif|webp);base64,(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'Expected a base64 PNG, JPEG, GIF or WebP data URL');

// --- Response shapes of the user-administration calls (servers and contract tests check answers with these) ------------

const isoDate = z.iso.datetime({ offset: true });
const roleRef = z.object({ id: z.string(), key: z.string(), name: z.string() });

/** One item of `listUsers` / `listUsersV3` (GET /users/v2, /users/v3). */
export const userListItemResponseSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  name: z.string().optional(),
  tenantId: z.uuid(),
  tenantIds: z.array(z.uuid()),
  roleIds: z.array(z.string()),
  roles: z.array(roleRef),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  verified: z.boolean().optional(),
  activatedForTenant: z.boolean(),
  createdAt: isoDate,
  lastLogin: isoDate.optional(),
  provider: z.enum(['local', 'saml', 'google', 'github', 'facebook', 'microsoft', 'scim2', 'slack']),
  managedBy: z.string(),
  isDisabled: z.boolean(),
  temporaryExpirationDate: isoDate.nullable(),
});

/** Answer of `getUserById` (GET /users/v1/{userId}): the list's item plus the vendor and the deletion mark. */
export const userByIdResponseSchema = userListItemResponseSchema.extend({ vendorId: z.string(), deletedAt: isoDate.nullable() });

/** A page of a users list: `items` and `_metadata` with totals. */
export const pageResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), _metadata: z.object({ totalItems: z.number().int().min(0), totalPages: z.number().int().min(0) }) });

/** Response of `setTemporaryUser`. */
export const temporaryUserResponseSchema = z.object({ temporaryExpirationDate: isoDate });

/** One login session (`getMySessions`, `getMyCurrentSession`). */
export const sessionResponseSchema = z.object({
  id: z.uuid(),
  userAgent: z.string().optional(),
  ipAddress: z.string().optional(),
  createdAt: isoDate,
  current: z.boolean(),
});
