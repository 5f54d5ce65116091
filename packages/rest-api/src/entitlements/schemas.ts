import { z } from 'zod';

// Request payloads of the entitlements domain; query values arrive as strings.

const key = z.string().min(1);

/** Query of `GET /entitlements/api/v2/user-entitlements`: by `featureKey` or by `permissionKey` (not both), or neither for all. */
export const getUserEntitlementsQuerySchema = z
  .object({ featureKey: key.optional(), permissionKey: key.optional() })
  .refine((q) => q.featureKey === undefined || q.permissionKey === undefined, {
    message: 'Query by featureKey or by permissionKey, not both',
  });
