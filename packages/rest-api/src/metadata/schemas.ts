import { z } from 'zod';
import { LOGIN_ALIAS_MESSAGE, LOGIN_ALIAS_PATTERN } from './alias';

export { LOGIN_ALIAS_MESSAGE, LOGIN_ALIAS_PATTERN } from './alias';

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

/** The login box's `alias`, as the server checks it after applying the changes. */
export const loginAliasSchema = z.string().regex(LOGIN_ALIAS_PATTERN, LOGIN_ALIAS_MESSAGE);

/** Path parameter of `GET /metadata/ip/{ip}`: an IPv4 or IPv6 address. */
export const getIpMetadataParamsSchema = z.object({ ip: z.union([z.ipv4(), z.ipv6()]) });

// --- Response shapes (servers and the contract suite check answers with these) ------------------------------------------

const entityName = z.enum(['notifications', 'saml', 'audits', 'adminBox']);
/** One metadata record. */
export const metadataRowResponseSchema = z.object({
  id: z.uuid().optional(),
  entityName,
  configuration: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime({ offset: true }).optional(),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
});
/** Answer of `GET /metadata`. */
export const metadataResponseSchema = z.object({ rows: z.array(metadataRowResponseSchema) });

/** One audit-log column of the audits metadata. */
export const auditColumnResponseSchema = z.strictObject({
  name: z.string().min(1),
  displayName: z.string().min(1),
  type: z.enum(['Timestamp', 'Email', 'AlphaNumeric', 'IpAddress', 'Severity', 'Json']),
  sortable: z.boolean(),
  filterable: z.boolean(),
  showInTable: z.boolean(),
  showInMoreInfo: z.union([z.boolean(), z.literal('always')]),
  isPredefined: z.boolean(),
});
/** Configuration of `GET /metadata?entityName=audits`. */
export const auditsMetadataConfigurationSchema = z.object({ properties: z.array(auditColumnResponseSchema).min(1) });

/** Answer of `GET /metadata/ip/{ip}` and `/metadata/ipme` without a geo database: what the address itself tells. */
export const ipMetadataResponseSchema = z.object({
  ip: z.union([z.ipv4(), z.ipv6()]),
  version: z.enum(['v4', 'v6']),
  isPrivate: z.boolean(),
  isLoopback: z.boolean(),
  countryCode: z.string().optional(),
  countryName: z.string().optional(),
  regionName: z.string().optional(),
  city: z.string().optional(),
  zipCode: z.string().optional(),
  timeZone: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
