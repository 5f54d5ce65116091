import { z } from 'zod';
import { caselessEnum } from '../users/fields/schemas';

// Request payloads of security policies and restrictions. Query schemas accept query-string text.

const queryCount = z.coerce.number().int().min(0);
const enforceMFAType = z.enum(['DontForce', 'Force', 'ForceExceptSAML']);
const listType = caselessEnum(['allow', 'block']);
const strategy = caselessEnum(['ALLOW', 'BLOCK']);
const address = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
/** A bare domain name such as `example.com`. */
const domain = z.string().regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'Invalid domain');

/** `POST /configurations/v1/mfa-policy`. */
export const saveMfaPolicySchema = z.object({
  enforceMFAType: enforceMFAType.optional(),
  allowRememberMyDevice: z.boolean().optional(),
  mfaDeviceExpiration: z.number().int().positive().optional(),
});

/** `POST /configurations/v1/lockout-policy`. */
export const saveLockoutPolicySchema = z.object({
  enabled: z.boolean().optional(),
  maxAttempts: z.number().int().positive().optional(),
});

/** `POST /configurations/v1/password-history-policy`. */
export const savePasswordHistoryPolicySchema = z.object({
  enabled: z.boolean().optional(),
  historySize: z.number().int().positive().optional(),
});

/** `POST /configurations/restrictions/v1/email-domain`. */
export const createEmailDomainRestrictionSchema = z.object({ domain, type: listType });

/** `POST /configurations/restrictions/v1/email-domain/config`; `type` is the published client's name for `listType`. */
export const updateEmailDomainRestrictionsConfigSchema = z.object({
  active: z.boolean(),
  blockPublicDomains: z.boolean().optional(),
  listType: listType.optional(),
  type: listType.optional(),
}).transform(({ type, ...rest }) => ({ ...rest, listType: rest.listType ?? type }));

/** Query of `GET /configurations/v1/restrictions/ip`. */
export const getIpRestrictionsQuerySchema = z.object({
  _filter: strategy.optional(),
  _limit: queryCount.optional(),
  _offset: queryCount.optional(),
});

/** `POST /configurations/v1/restrictions/ip`. */
export const createIpRestrictionSchema = z.object({
  ip: address,
  strategy,
  isActive: z.boolean(),
  description: z.string().optional(),
});

/** `POST /configurations/v1/restrictions/ip/bulk`. */
export const createIpRestrictionsBulkSchema = z.object({ ips: z.array(createIpRestrictionSchema).min(1) });

/** `POST /configurations/v1/restrictions/ip/config`. */
export const updateIpRestrictionsConfigSchema = z.object({ isActive: z.boolean(), strategy });

// ---- answers of the restriction calls (the reference server's shapes) ----

const isoDate = z.iso.datetime({ offset: true });

/** One IP restriction. */
export const ipRestrictionResponseSchema = z.strictObject({
  id: z.string(), ip: z.string(), isActive: z.boolean(), strategy, description: z.string().optional(), createdAt: isoDate, updatedAt: isoDate,
});
/** A page of IP restrictions. */
export const ipRestrictionsPageResponseSchema = z.strictObject({
  items: z.array(ipRestrictionResponseSchema), _metadata: z.strictObject({ totalItems: z.number().int(), totalPages: z.number().int() }),
});
/** IP restrictions config. */
export const ipRestrictionsConfigResponseSchema = z.strictObject({ isActive: z.boolean(), strategy });
/** Answer of the verify calls. */
export const ipVerificationResponseSchema = z.strictObject({ valid: z.boolean() });
/** One e-mail domain restriction. */
export const emailDomainRestrictionResponseSchema = z.strictObject({ id: z.string(), domain: z.string(), type: listType, createdAt: isoDate.optional() });
/** The list of e-mail domain restrictions, as `GET .../email-domain` answers it. */
export const emailDomainRestrictionsResponseSchema = z.strictObject({ items: z.array(emailDomainRestrictionResponseSchema) });
/** E-mail domain restrictions config. */
export const emailDomainRestrictionsConfigResponseSchema = z.strictObject({ active: z.boolean(), blockPublicDomains: z.boolean(), listType });
