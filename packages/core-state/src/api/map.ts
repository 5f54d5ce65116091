import type { TokenResponse } from '@portico/rest-api/auth';
import type { MyTenant, User } from '@portico/rest-api/users';
import type { LoginResponse, Tenant, UserProfile } from './types';

// Fields that carry credentials: stripped from anything that may end up in store state.
const SECRET_KEYS = ['accessToken', 'refreshToken', 'access_token', 'refresh_token', 'id_token', 'expiresIn', 'mfaToken'] as const;

/** A profile without any token field (the enriched login user carries the tokens). */
export function toProfile(user: User | (User & Record<string, unknown>)): UserProfile {
  const profile: Record<string, unknown> = { ...user };
  for (const key of SECRET_KEYS) delete profile[key];
  return { ...profile, id: user.id, email: user.email, tenantId: user.tenantId ?? '' } as UserProfile;
}

/** A tenant of the user in the port's shape. */
export const toTenant = (t: MyTenant): Tenant => ({ ...t, name: t.name ?? t.tenantId });

/** Maps a token answer (raw or enriched by the client) to the port's {@link LoginResponse}. */
export function toLoginResponse(answer: (TokenResponse & { user?: User; recoveryCode?: string; expiresIn?: number }) | undefined): LoginResponse {
  const a = answer ?? {};
  const out: LoginResponse = {};
  const accessToken = a.accessToken ?? a.access_token;
  if (accessToken) out.accessToken = accessToken;
  const expires = a.expires_in ?? a.expiresIn;
  if (expires !== undefined) out.expires_in = expires;
  if (a.tenantId) out.tenantId = a.tenantId;
  if (a.mfaRequired !== undefined) out.mfaRequired = a.mfaRequired;
  if (a.mfaToken) out.mfaToken = a.mfaToken;
  if (a.mfaEnrolled !== undefined) out.mfaEnrolled = a.mfaEnrolled;
  if (a.mfaDevices) out.mfaDevices = a.mfaDevices;
  if (a.mfaStrategies) out.mfaStrategies = a.mfaStrategies.filter((s) => s.isActive).map((s) => s.strategy);
  if (a.allowRememberMe !== undefined) out.allowRememberMe = a.allowRememberMe;
  if (a.rememberDeviceDays !== undefined) out.rememberDeviceDays = a.rememberDeviceDays;
  if (a.isBreachedPassword !== undefined) out.isBreachedPassword = a.isBreachedPassword;
  if (a.recoveryCode) out.recoveryCode = a.recoveryCode;
  if (a.user && accessToken) out.profile = toProfile(a.user);
  return out;
}
