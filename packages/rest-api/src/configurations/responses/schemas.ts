import { z } from 'zod';

// Response shapes of the security-policy calls (api-calls-and-errors.md §7.4), checked by the contract suite.
// Loose objects: a server may add fields.

/** Answer of `getMfaPolicy`, `saveMfaPolicy` and `getVendorMfaPolicy`. */
export const mfaPolicyResponseSchema = z.looseObject({
  enforceMFAType: z.enum(['DontForce', 'Force', 'ForceExceptSAML']),
  allowRememberMyDevice: z.boolean().optional(),
  mfaDeviceExpiration: z.number().int().positive().optional(),
});

/** Answer of `getLockoutPolicy` / `saveLockoutPolicy`. */
export const lockoutPolicyResponseSchema = z.looseObject({ enabled: z.boolean(), maxAttempts: z.number().int().positive() });

/** Answer of `getPasswordHistoryPolicy` / `savePasswordHistoryPolicy`. */
export const passwordHistoryPolicyResponseSchema = z.looseObject({ enabled: z.boolean(), historySize: z.number().int().positive() });
