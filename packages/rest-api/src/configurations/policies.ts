import type { ApiClient } from '../core/client';
import { IDENTITY } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type {
  AuthStrategiesConfig,
  CaptchaPolicy,
  LockoutPolicy,
  MfaPolicy,
  MfaRememberDevicePolicy,
  MfaStrategiesConfig,
  PasswordConfig,
  PasswordHistoryPolicy,
  PublicConfigurations,
  SaveLockoutPolicyRequest,
  SaveMfaPolicyRequest,
  SavePasswordHistoryPolicyRequest,
} from './types';

const CONFIGURATIONS = `${IDENTITY}/configurations/v1`;
const get = <T>(client: ApiClient, path: string, options?: CallOptions) =>
  request<T>(client, { method: 'GET', path: `${CONFIGURATIONS}${path}`, ...options });

/** `GET /configurations/v1/mfa-policy`: the tenant's MFA policy. */
export function getMfaPolicy(client: ApiClient, options?: CallOptions): Promise<MfaPolicy> {
  return get(client, '/mfa-policy', options);
}

/** `POST /configurations/v1/mfa-policy`: saves the tenant's MFA policy. */
export function saveMfaPolicy(client: ApiClient, body: SaveMfaPolicyRequest, options?: CallOptions): Promise<MfaPolicy> {
  return request(client, { method: 'POST', path: `${CONFIGURATIONS}/mfa-policy`, body, ...options });
}

/** `GET /configurations/v1/mfa-policy/vendor`: the vendor's default MFA policy. */
export function getVendorMfaPolicy(client: ApiClient, options?: CallOptions): Promise<MfaPolicy> {
  return get(client, '/mfa-policy/vendor', options);
}

/** `GET /configurations/v1/mfa-policy/allow-remember-device`: whether MFA may remember a device. */
export function getMfaRememberDevicePolicy(client: ApiClient, options?: CallOptions): Promise<MfaRememberDevicePolicy> {
  return get(client, '/mfa-policy/allow-remember-device', options);
}

/** `GET /configurations/v1/lockout-policy`. */
export function getLockoutPolicy(client: ApiClient, options?: CallOptions): Promise<LockoutPolicy> {
  return get(client, '/lockout-policy', options);
}

/** `POST /configurations/v1/lockout-policy`: saves the lockout policy. */
export function saveLockoutPolicy(client: ApiClient, body: SaveLockoutPolicyRequest, options?: CallOptions): Promise<LockoutPolicy> {
  return request(client, { method: 'POST', path: `${CONFIGURATIONS}/lockout-policy`, body, ...options });
}

/** `GET /configurations/v1/captcha-policy/public`: the captcha policy, or null when it cannot be read. */
export async function getCaptchaPolicy(client: ApiClient, options?: CallOptions): Promise<CaptchaPolicy | null> {
  try {
    return await get<CaptchaPolicy>(client, '/captcha-policy/public', options);
  } catch (error) {
    // Login must go on without a captcha policy (spec §8), but an abort is the caller's own decision.
    if (options?.signal?.aborted) throw error;
    return null;
  }
}

/** `GET /configurations/v1/password-history-policy`. */
export function getPasswordHistoryPolicy(client: ApiClient, options?: CallOptions): Promise<PasswordHistoryPolicy> {
  return get(client, '/password-history-policy', options);
}

/** `POST /configurations/v1/password-history-policy`: saves the password history policy. */
export function savePasswordHistoryPolicy(
  client: ApiClient,
  body: SavePasswordHistoryPolicyRequest,
  options?: CallOptions,
): Promise<PasswordHistoryPolicy> {
  return request(client, { method: 'POST', path: `${CONFIGURATIONS}/password-history-policy`, body, ...options });
}

/** `GET /configurations/v1/password`: the password rules. */
export function getPasswordConfig(client: ApiClient, options?: CallOptions): Promise<PasswordConfig> {
  return get(client, '/password', options);
}

/** `GET /configurations/v1/public`: the vendor's public configuration. */
export function getPublicConfigurations(client: ApiClient, options?: CallOptions): Promise<PublicConfigurations> {
  return get(client, '/public', options);
}

/** `GET /configurations/v1/auth/strategies`: login strategies, for a signed-in user. */
export function getAuthStrategies(client: ApiClient, options?: CallOptions): Promise<AuthStrategiesConfig> {
  return get(client, '/auth/strategies', options);
}

/** `GET /configurations/v1/auth/strategies/public`: login strategies, before login. */
export function getPublicAuthStrategies(client: ApiClient, options?: CallOptions): Promise<AuthStrategiesConfig> {
  return get(client, '/auth/strategies/public', options);
}

/** `GET /configurations/v1/mfa/strategies`: MFA strategies and which are on. */
export function getMfaStrategies(client: ApiClient, options?: CallOptions): Promise<MfaStrategiesConfig> {
  return get(client, '/mfa/strategies', options);
}
