import { z } from 'zod';

// Request payloads of the entitlements domain; query values arrive as strings.

const key = z.string().min(1);

/** Query of `GET /entitlements/api/v2/user-entitlements`: by `featureKey` or by `permissionKey` (not both), or neither for all. */
export const getUserEntitlementsQuerySchema = z
  .object({ featureKey: key.optional(), permissionKey: key.optional() })
  .refine((q) => q.featureKey === undefined || q.permissionKey === undefined, {
    message: 'Query by featureKey or by permissionKey, not both',
  });

const treatment = z.enum(['true', 'false']);
const targeting = z.object({
  rules: z.array(z.object({ conditions: z.array(z.object({ attribute: z.string(), op: z.string(), value: z.unknown(), negate: z.boolean().optional() })), treatment })).optional(),
  defaultTreatment: treatment,
});

/** Response of `GET /entitlements/api/v2/user-entitlements` (what the entitlement checks are computed from). */
export const userEntitlementsSchema = z.object({
  features: z.record(z.string(), z.object({ expireTime: z.number().optional(), linkedPermissions: z.array(z.string()).optional() })),
  permissions: z.array(z.string()),
  flags: z.record(z.string(), targeting.extend({ on: z.boolean(), offTreatment: treatment })).optional(),
  plans: z.array(z.object({ id: z.string().min(1), featureKeys: z.array(z.string()), targeting })).optional(),
});
