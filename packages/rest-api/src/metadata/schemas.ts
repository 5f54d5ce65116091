import { z } from 'zod';

// Request payloads of the metadata domain.

/** Query of `GET /metadata`: which entity's metadata to read. */
export const getMetadataQuerySchema = z.object({
  entityName: z.enum(['notifications', 'saml', 'audits', 'adminBox']),
});

/** One change of the admin login box: an operation `type` at a `path`, with its `payload`. */
export const adminBoxActionSchema = z.object({
  type: z.string().min(1),
  path: z.string().min(1),
  payload: z.unknown().optional(),
});

/** `POST /metadata/admin-box`: at least one change (an empty list is refused with "No changes to update"). */
export const updateAdminBoxConfigurationSchema = z.object({
  actions: z.array(adminBoxActionSchema).min(1, 'No changes to update'),
});

/** Path parameter of `GET /metadata/ip/{ip}`: an IPv4 or IPv6 address. */
export const getIpMetadataParamsSchema = z.object({ ip: z.union([z.ipv4(), z.ipv6()]) });
