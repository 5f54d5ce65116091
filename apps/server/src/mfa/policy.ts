import { badRequest } from '../http/errors';
import type { EnforceMfaType, MfaPolicy, MfaStrategy } from './types';

/** Every value `enforceMFAType` may take. */
export const ENFORCE_MFA_TYPES: readonly EnforceMfaType[] = ['DontForce', 'Force', 'ForceExceptSAML'];

/** Strategies this server can enrol and verify, in the order they are offered. */
export const SUPPORTED_MFA_STRATEGIES: readonly MfaStrategy[] = ['AuthenticatorApp', 'EmailCode', 'SMS', 'WebAuthnPlatform', 'WebAuthnCrossPlatform'];

/** 14 days, the default lifetime of a remembered device. */
export const DEFAULT_MFA_DEVICE_EXPIRATION_SECONDS = 14 * 24 * 60 * 60;

/** The policy in force when a vendor or tenant has saved none. */
export const DEFAULT_MFA_POLICY: Readonly<MfaPolicy> = Object.freeze({
  enforceMFAType: 'DontForce',
  allowRememberMe: false,
  mfaDeviceExpiration: DEFAULT_MFA_DEVICE_EXPIRATION_SECONDS,
});

/**
 * Fills a stored or submitted (partial) MFA policy with defaults.
 * @throws ApiError 400 naming the field when a value is of the wrong kind.
 * @example resolveMfaPolicy({ enforceMFAType: 'Force' }) // allowRememberMe false, 14-day devices
 */
export function resolveMfaPolicy(input: Partial<MfaPolicy> | null | undefined): MfaPolicy {
  const p = { ...DEFAULT_MFA_POLICY, ...stripUndefined(input ?? {}) };
  if (!ENFORCE_MFA_TYPES.includes(p.enforceMFAType)) {
    throw badRequest(`enforceMFAType must be one of ${ENFORCE_MFA_TYPES.join(', ')}`);
  }
  if (typeof p.allowRememberMe !== 'boolean') throw badRequest('allowRememberMe must be a boolean');
  if (!Number.isInteger(p.mfaDeviceExpiration) || p.mfaDeviceExpiration <= 0) {
    throw badRequest('mfaDeviceExpiration must be a positive whole number of seconds');
  }
  return { enforceMFAType: p.enforceMFAType, allowRememberMe: p.allowRememberMe, mfaDeviceExpiration: p.mfaDeviceExpiration };
}

// Explicit undefined (e.g. an absent JSON field mapped by hand) must not override a default.
const stripUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
