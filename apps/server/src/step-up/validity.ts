import { ACR_MFA } from '../tokens';

/** Second-factor methods that count for step-up (product-spec §4): one-time password, SMS, hardware key. */
export const STEP_UP_METHODS = ['otp', 'sms', 'hwk'] as const;

/** What step-up validity reads from a token or a session. */
export interface StepUpEvidence {
  acr?: string | undefined;
  amr?: unknown;
  /** Seconds since the epoch. */
  auth_time?: number | undefined;
}

/**
 * Is this token (or session) stepped up? The multi-factor class, `mfa` among the methods, one of otp / sms / hwk,
 * and, when `maxAge` (seconds) is given, an auth time within it. Mirrors core-state's `isSteppedUp`.
 */
export function isSteppedUp(e: StepUpEvidence, options: { maxAge?: number | undefined; now?: number } = {}): boolean {
  const amr = Array.isArray(e.amr) ? (e.amr as unknown[]) : [];
  if (e.acr !== ACR_MFA || !amr.includes('mfa')) return false;
  if (!STEP_UP_METHODS.some((m) => amr.includes(m))) return false;
  if (options.maxAge === undefined) return true;
  if (typeof e.auth_time !== 'number') return false;
  return e.auth_time + options.maxAge >= (options.now ?? Date.now()) / 1000;
}
