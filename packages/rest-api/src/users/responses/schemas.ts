import { z } from 'zod';

// Response shapes of the user calls (api-calls-and-errors.md §7.2), checked by the contract suite (tests/contract).
// Loose objects: a server may add fields. `null` is accepted where it means "not set".

const text = z.string().nullish();

/** A role as the profile and authorization calls return it. */
export const userRoleSchema = z.looseObject({ id: z.string().min(1), key: z.string().min(1), name: z.string(), description: text });

/** A permission held by the user. */
export const userPermissionSchema = z.looseObject({ key: z.string().min(1), id: z.string().optional() });

/** Answer of `getMe` (GET /users/v2/me) and of the profile update. */
export const userSchema = z.looseObject({
  id: z.string().min(1),
  email: z.email(),
  name: text,
  phoneNumber: text,
  profilePictureUrl: text,
  tenantId: z.string().min(1),
  tenantIds: z.array(z.string().min(1)),
  verified: z.boolean().optional(),
  mfaEnrolled: z.boolean().optional(),
  metadata: z.string().optional(),
  roles: z.array(userRoleSchema),
  permissions: z.array(userPermissionSchema),
});

/** Answer of `getMyAuthorization`. */
export const myAuthorizationSchema = z.looseObject({ roles: z.array(userRoleSchema), permissions: z.array(userPermissionSchema) });

/** A tenant of the signed-in user. */
export const myTenantSchema = z.looseObject({ tenantId: z.string().min(1), id: z.string().optional(), name: z.string().optional() });

/** Answer of `getMyTenantsV3`. */
export const myTenantsV3Schema = z.looseObject({ tenants: z.array(myTenantSchema), activeTenant: myTenantSchema.nullish() });

/** Answer of `getPasswordConfig`. */
export const passwordConfigSchema = z.looseObject({ minLength: z.number().int().positive(), maxLength: z.number().int().positive() });

/** Answer of the profile authenticator enrolment. */
export const mfaQrCodeSchema = z.looseObject({ qrCode: z.string().min(1) });

/** Answer of a completed MFA enrolment: the recovery code, shown once. */
export const mfaRecoveryCodeSchema = z.looseObject({ recoveryCode: z.string().min(1) });

/** Answer of `getMfaDevices`. */
export const mfaDevicesSchema = z.looseObject({
  webauthn: z.array(z.looseObject({ id: z.string().min(1) })),
  phones: z.array(z.looseObject({ id: z.string().min(1), phoneNumber: z.string() })),
  authenticators: z.array(z.looseObject({ id: z.string().min(1) })),
  emails: z.array(z.looseObject({ email: z.email() })),
});

const timeoutPart = z.looseObject({ isActive: z.boolean(), timeout: z.number().int().positive().optional() });

/** Answer of `getSessionConfiguration` / `updateSessionConfiguration` (timeouts in seconds). */
export const sessionConfigurationSchema = z.looseObject({
  sessionConcurrentConfiguration: z.looseObject({ isActive: z.boolean(), maxSessions: z.number().int().positive().optional() }).optional(),
  sessionIdleTimeoutConfiguration: timeoutPart.optional(),
  sessionTimeoutConfiguration: timeoutPart.optional(),
});

/** One passkey as the WebAuthn devices calls answer it (`WebAuthnDevice`). */
export const webAuthnDeviceResponseSchema = z.looseObject({
  id: z.string().min(1),
  deviceName: z.string().optional(),
  deviceType: z.enum(['Platform', 'CrossPlatform']).optional(),
  createdAt: z.iso.datetime().optional(),
  lastUsedAt: z.iso.datetime().optional(),
});

/** Answer of `listWebAuthnDevices`. */
export const webAuthnDevicesResponseSchema = z.looseObject({ devices: z.array(webAuthnDeviceResponseSchema) });

const credentialRef = z.looseObject({ id: z.string().min(1), type: z.literal('public-key') });

/** Answer of `createWebAuthnDevice` (and the WebAuthn enrol calls): creation options, binary fields base64url. */
export const webAuthnCreationOptionsResponseSchema = z.looseObject({
  options: z.looseObject({
    challenge: z.string().min(16),
    rp: z.looseObject({ name: z.string(), id: z.string().optional() }),
    user: z.looseObject({ id: z.string().min(1), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.looseObject({ type: z.literal('public-key'), alg: z.number() })).min(1),
    excludeCredentials: z.array(credentialRef).optional(),
  }),
});

/** Answer of `webAuthnPreLogin`: request options, binary fields base64url. */
export const webAuthnRequestOptionsResponseSchema = z.looseObject({
  options: z.looseObject({ challenge: z.string().min(16), rpId: z.string().optional(), allowCredentials: z.array(credentialRef).optional() }),
});
/** Answer of `resetPhone` (POST /users/v1/phone/reset): the token the e-mailed code is checked against. */
export const resetPhoneResponseSchema = z.looseObject({ resetPhoneNumberToken: z.string().min(1) });
/** Answer of `verifyResetPhone` (POST /users/v1/phone/reset/verify): the single-use token that allows the change. */
export const verifyResetPhoneResponseSchema = z.looseObject({ changePhoneNumberToken: z.string().min(1) });
