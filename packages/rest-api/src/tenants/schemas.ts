import { z } from 'zod';
import { ACCOUNT_DATE_FORMATS, ACCOUNT_TIME_FORMATS } from './formats';
import type { AddUserToSubTenantsRequest } from './types';

// Request payloads of the tenants domain. Query schemas accept the strings a server reads from a query string.

const id = z.string().min(1);
const ids = z.array(id);
const text = z.string().min(1);
/** A count from a query string or a number. */
const queryCount = z.coerce.number().int().min(0);
/** A repeated query key arrives as a string when it appears once. */
const queryList = z.union([id, ids]).transform((v) => (Array.isArray(v) ? v : [v]));
const subAccountAccessType = z.enum(['defaultOff', 'defaultOn', 'alwaysOn']);
const userSortKey = z.enum(['createdAt', 'name', 'email', 'id', 'verified', 'isLocked', 'provider', 'tenantId']);

/** Query of the v2 hierarchy and hierarchy metadata reads. */
export const tenantsHierarchyQuerySchema = z.object({ _tenantIds: queryList.optional() });

/** `POST /tenants/users/v1/count`. */
export const getTenantsUsersCountSchema = z.object({ tenantIds: ids.min(1).max(200) });

/** Path of the calls addressing one user (`/tenants/users/v1/{userId}/…`, `/team/resources/members/v1/{userId}`): a UUID. */
export const tenantUserParamSchema = z.object({ userId: z.uuid() });

/** `POST /tenants/resources/sub-tenants/v1`. */
export const createSubTenantSchema = z.object({
  name: text,
  tenantId: id.optional(),
  parentTenantId: id.optional(),
  isReseller: z.boolean().optional(),
  website: z.string().optional(),
  logoUrl: z.string().optional(),
  metadata: z.string().optional(),
});

/** `PATCH /tenants/resources/sub-tenants/v1/{tenantId}`. */
export const updateSubTenantSchema = z.object({
  name: text.optional(),
  website: z.string().optional(),
  logoUrl: z.string().optional(),
  metadata: z.string().optional(),
});

/** `PUT .../sub-tenants/v1/{tenantId}/management`: the reseller switch. */
export const updateSubTenantManagementSchema = z.object({ isReseller: z.boolean() });

/** `PUT .../sub-tenants/v1/{tenantId}/hierarchy-settings`. */
export const updateSubTenantHierarchySettingsSchema = z.object({ subAccountAccessType });

/** Query of the sub-account search. */
export const searchSubTenantsQuerySchema = z.object({
  _offset: queryCount.optional(),
  _limit: queryCount.optional(),
  _filter: z.string().optional(),
  _subTenantId: id.optional(),
});

/** Query of the sub-tenant users list (v1 and v2). */
export const listSubTenantUsersQuerySchema = z.object({
  _limit: queryCount.optional(),
  _offset: queryCount.optional(),
  _sortBy: userSortKey.optional(),
  _order: z.enum(['ASC', 'DESC']).optional(),
  _filter: z.string().optional(),
  _tenantId: id.optional(),
});

/** A user to add to sub-accounts, as the server reads any of the accepted forms: the v1 body's own shape. */
export type SubTenantUserToAdd = AddUserToSubTenantsRequest;

const missing = 'Invalid input: expected string, received undefined';
const person = z.object({ email: z.email(), name: text.optional() });
const addUserFields = {
  email: z.email().optional(),
  /** The published client's form: the person as `user: { email, name }` (AddUserToSubTenantsRequest). */
  user: person.optional(),
  name: text.optional(),
  phoneNumber: text.optional(),
  subTenants: z.array(z.object({ tenantId: id, roleIds: ids.optional() })).min(1),
  allowSubAccountAccess: z.boolean().optional(),
  skipInviteEmail: z.boolean().optional(),
  metadata: z.string().optional(),
};
type AddUserFields = { email?: string; user?: { email: string; name?: string }; name?: string } & Omit<SubTenantUserToAdd, 'email' | 'name'>;
/** `email` and `name` from the top level or from the published client's `user`; one of them must name an address. */
const liftUser = ({ user, ...rest }: AddUserFields, ctx: z.core.$RefinementCtx): SubTenantUserToAdd => {
  const email = rest.email ?? user?.email;
  if (!email) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: missing });
    return z.NEVER;
  }
  const name = rest.name ?? user?.name;
  return { ...rest, email, ...(name === undefined ? {} : { name }) };
};

/** `POST /sub-tenants/users/v1`: one user into sub-accounts (the address at the top or as the published client's `user`). */
export const addUserToSubTenantsSchema = z.object(addUserFields).transform(liftUser);

/**
 * `POST /sub-tenants/users/v2`: v1's payload, or the published client's form (AddUsersToSubTenantRequest) adding
 * several people to one sub-account with the same roles (`tenantId`, `users`, `roleIds`). Read as a list either way.
 */
export const addUserToSubTenantsV2Schema = z.object({
  ...addUserFields,
  subTenants: addUserFields.subTenants.optional(),
  tenantId: id.optional(),
  users: z.array(person).min(1).max(100).optional(),
  roleIds: ids.optional(),
}).transform(({ tenantId, users, roleIds, subTenants, ...rest }, ctx): { users: SubTenantUserToAdd[]; several: boolean } => {
  if (users) {
    if (!tenantId) {
      ctx.addIssue({ code: 'custom', path: ['tenantId'], message: missing });
      return z.NEVER;
    }
    const { allowSubAccountAccess, skipInviteEmail } = rest;
    return { several: true, users: users.map((u) => ({ ...u, subTenants: [{ tenantId, ...(roleIds ? { roleIds } : {}) }], allowSubAccountAccess, skipInviteEmail })) };
  }
  if (!subTenants) {
    ctx.addIssue({ code: 'custom', path: ['subTenants'], message: 'Invalid input: expected array, received undefined' });
    return z.NEVER;
  }
  return { several: false, users: [liftUser({ ...rest, subTenants }, ctx)] };
});

/** `DELETE /sub-tenants/users/v1/{userId}`. */
export const removeUserFromSubTenantsSchema = z.object({ subTenants: z.array(z.object({ tenantId: id })).min(1) });
/** `DELETE /sub-tenants/users/v2/{userId}`. */
export const removeUserFromSubTenantsV2Schema = removeUserFromSubTenantsSchema;
/** `DELETE /sub-tenants/users/v1` as the published client sends it: the user's id in the body (RemoveUserFromSubTenantsRequest). */
export const removeUserFromSubTenantsByBodySchema = removeUserFromSubTenantsSchema.extend({ userId: z.uuid() });

const subTenantsRoles = z.object({ subTenantsRoles: z.array(z.object({ tenantId: id, roleIds: ids })).min(1) });
/** `POST /sub-tenants/users/v1/{userId}/roles`: gives roles in sub-accounts. */
export const updateSubTenantUserRolesSchema = subTenantsRoles;
/** `PATCH /sub-tenants/users/v1/{userId}/roles`: the roles the user holds in each named sub-account, replacing the rest. */
export const setSubTenantUserRolesSchema = subTenantsRoles;
/** `DELETE /sub-tenants/users/v1/{userId}/roles`. */
export const removeSubTenantUserRolesSchema = subTenantsRoles;

/** `PUT /sub-tenants/users/v1/{userId}/access`. */
export const updateSubTenantUserAccessSchema = z.object({ allowAccess: z.boolean() });

export { ACCOUNT_DATE_FORMATS, ACCOUNT_TIME_FORMATS } from './formats';
/** Largest account logo, decoded. */
export const ACCOUNT_LOGO_MAX_BYTES = 64 * 1024;

/** An IANA zone name the runtime knows (offsets such as "+02:00" are refused: they ignore daylight saving). */
const ianaTimezone = z.string().max(64).refine((tz) => {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'Expected an IANA time zone such as Europe/London');
let currencies: Set<string> | undefined;
/** An ISO 4217 code the runtime knows (the list is read once, on first use). */
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency code such as USD')
  .refine((c) => (currencies ??= new Set(Intl.supportedValuesOf('currency'))).has(c), 'Expected an ISO 4217 currency code such as USD');
const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain }).max(2048);
/** A logo: a base64 PNG, JPEG, GIF or WebP data URL (no SVG: it can carry script), or an https URL. */
const accountLogo = z.union([
  z.string().max(Math.ceil(ACCOUNT_LOGO_MAX_BYTES / 3) * 4 + 32)
    .regex(/^data:image\/(png|jpeg|gif|webp);base64,(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/),
  httpsUrl,
], { error: 'Expected a base64 PNG, JPEG, GIF or WebP data URL or an https URL' });
const oneOf = (list: readonly string[]) => z.string().refine((v) => list.includes(v), `Expected one of ${list.join(', ')}`);
/** An empty string clears an optional field. */
const clearable = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

/** `PUT /tenants/resources/account-settings/v1`. */
export const updateAccountSettingsSchema = z.object({
  companyName: text.max(255).optional(),
  address: clearable(z.string().max(1024)),
  website: clearable(z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).max(2048)),
  timezone: ianaTimezone.optional(),
  // Strings checked against the lists (not enums) so the request type stays `string`, as the client declares it.
  dateFormat: oneOf(ACCOUNT_DATE_FORMATS).optional(),
  timeFormat: oneOf(ACCOUNT_TIME_FORMATS).optional(),
  currency: currencyCode.optional(),
  logo: clearable(accountLogo),
});

/** Query of `GET /tenants/resources/account-settings/v1/public`: whose branding (absent: the vendor's). */
export const publicAccountSettingsQuerySchema = z.object({ tenantId: z.uuid().optional() });

const publicSettings = {
  companyName: z.string(),
  logo: z.string().optional(),
  timezone: z.string(),
  dateFormat: z.enum(ACCOUNT_DATE_FORMATS),
  timeFormat: z.enum(ACCOUNT_TIME_FORMATS),
  currency: z.string().length(3),
};
/** Answer of `GET /tenants/resources/account-settings/v1/public`: branding fields only. */
export const publicAccountSettingsResponseSchema = z.strictObject(publicSettings);
/** Answer of the account-settings read and update. */
export const accountSettingsResponseSchema = z.strictObject({
  ...publicSettings, id: z.uuid(), tenantId: z.uuid(), address: z.string().optional(), website: z.string().optional(),
});

/** Query of `GET /team/resources/members/v1`. */
export const getTeamMembersQuerySchema = z.object({
  pageOffset: queryCount.optional(),
  pageSize: queryCount.optional(),
  filters: z.string().optional(),
  sortBy: userSortKey.optional(),
  sortDirection: z.enum(['asc', 'desc']).optional(),
});

/** `PUT /team/resources/members/v1/{userId}`. A lone empty-string role id means "no roles". */
export const updateTeamMemberSchema = z.object({
  roleIds: z.array(z.string().max(255)).max(500).optional(),
  name: text.optional(),
  phone: z.string().optional(),
});

/** `PUT /team/resources/members/v1` as the published client sends it: the member's id in the body, beside the change. */
export const memberInBodySchema = updateTeamMemberSchema.extend({ id: z.string().min(1).max(255) });

/** Longest an invite link may live: one year, in minutes. */
const INVITE_LINK_MAX_MINUTES = 525_600;
const inviteLinkBody = z.object({
  expiresInMinutes: z.number().int().positive().max(INVITE_LINK_MAX_MINUTES).optional(),
  shouldSendEmail: z.boolean().optional(),
});
/** `POST /tenants/invites/v1/user`. */
export const createInviteLinkSchema = inviteLinkBody;
/** `PATCH /tenants/invites/v1/user`. */
export const updateInviteLinkSchema = inviteLinkBody;

/** `POST /tenants/invites/v1/verify`. */
export const verifyInviteTokenSchema = z.object({ token: text });

/** `POST /users/v2`: add a local user (also one request of a bulk invite, which has no name). */
const noNul = (v: string) => !v.includes('\u0000');
export const addUserSchema = z.object({
  email: z.email().max(254),
  name: text.max(255).refine(noNul, 'Must not contain U+0000').optional(),
  phoneNumber: text.max(32).optional(),
  roleIds: ids.max(500),
  expirationInSeconds: z.number().int().positive().optional(),
  appIds: ids.optional(),
  provider: z.literal('local').optional(),
});

/** `POST /users/v2` as the published client also sends it: without `roleIds` it resends a pending invitation. */
export const addOrResendUserSchema = addUserSchema.extend({ roleIds: ids.max(500).optional() });

// --- Response shapes (servers and contract tests check answers with these) ---------------------------------------------

const isoDate = z.iso.datetime({ offset: true });

/** One member of `GET /team/resources/members/v1`. Until the invitation is accepted only id and e-mail describe the person. */
export const teamMemberResponseSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  name: z.string().optional(),
  roleIds: z.array(z.string()),
  roles: z.array(z.object({ id: z.string(), key: z.string().optional(), name: z.string().optional() })),
  groups: z.array(z.object({ id: z.string(), name: z.string().optional() })),
  verified: z.boolean().optional(),
  activatedForTenant: z.boolean(),
  isDisabled: z.boolean(),
  createdAt: isoDate,
  lastLogin: isoDate.optional(),
  temporaryExpirationDate: isoDate.nullable(),
  tenantId: z.uuid(),
});

/** Response of `POST /users/v2`: built from the request, the same for a new and an existing address. */
export const addedUserResponseSchema = z.strictObject({
  id: z.uuid(),
  email: z.email(),
  name: z.string().nullable(),
  tenantId: z.uuid(),
  roleIds: z.array(z.string()),
  temporaryExpirationDate: isoDate.nullable(),
  // The published client's ITeamUser fields, beside ours.
  vendorId: z.string(),
  roles: z.array(z.object({ id: z.string(), key: z.string(), name: z.string() })),
  activatedForTenant: z.boolean(),
  createdAt: isoDate,
});

/** The tenant's invite link. */
export const inviteLinkResponseSchema = z.object({ id: z.uuid(), token: z.string().min(32), expires: isoDate, shouldSendEmail: z.boolean() });

/** Response of `POST /tenants/invites/v1/verify`. */
export const verifiedInviteResponseSchema = z.object({ tenantId: z.uuid(), name: z.string() });

/** Member statistics of `GET /team/resources/stats/v1/members`. */
export const teamMembersStatsResponseSchema = z.object({ totalItems: z.number().int().min(0), addedThisWeek: z.number().int().min(0) });

/** One row of `POST /tenants/users/v1/count`. */
export const tenantUsersCountResponseSchema = z.object({
  tenantId: z.uuid(), totalUsers: z.number().int().min(0),
  // The published client's reading (IGetTenantsUserCountResponse): members who reach the accounts below this one.
  totalAccessAllowedUsers: z.number().int().min(0),
});

/** A tenant of the hierarchy calls (children present when read as a tree). */
export const tenantResponseSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  name: z.string(),
  isReseller: z.boolean(),
  subAccountAccessType,
  createdAt: isoDate,
  metadata: z.string(),
  numberOfUsers: z.number().int().min(0),
});
type TenantTreeShape = z.infer<typeof tenantResponseSchema> & { children: TenantTreeShape[] };
/** A tenant with its descendants as nested `children`. */
export const tenantTreeResponseSchema: z.ZodType<TenantTreeShape> = tenantResponseSchema.extend({
  children: z.lazy(() => z.array(tenantTreeResponseSchema)),
});
/** One row of `GET /tenants/resources/hierarchy/metadata/v2`. */
export const tenantHierarchyMetadataResponseSchema = z.strictObject({
  tenantId: z.uuid(), name: z.string(), parentTenantId: z.uuid().nullable(), isReseller: z.boolean(), numberOfUsers: z.number().int().min(0),
  // The published client's reading (GetHierarchyMetadataResponse), beside ours.
  totalSubTenants: z.number().int().min(0), isParent: z.boolean(),
});
const pageMetadata = z.object({ totalItems: z.number().int().min(0), totalPages: z.number().int().min(0) });
/** Answer of the sub-account search. */
export const subTenantsPageResponseSchema = z.object({ items: z.array(tenantResponseSchema), _metadata: pageMetadata });
/** A user of sub-accounts with their roles in each. */
export const subTenantUserResponseSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  name: z.string().optional(),
  /** Absent for a pending member: nothing of an account's own profile before it accepts (its e-mail, the typed name). */
  verified: z.boolean().optional(),
  createdAt: isoDate.optional(),
  tenantId: z.uuid().optional(),
  // The published client's reading (ISubTenantUser), beside ours; null while pending.
  sub: z.uuid(),
  tenantIds: z.array(z.uuid()),
  mfaEnrolled: z.boolean().nullable(),
  metadata: z.string().nullable(),
  activatedForTenant: z.boolean(),
  subAccountAccessAllowed: z.boolean(),
  tenants: z.array(z.object({ tenantId: z.uuid(), roles: z.array(z.object({ id: z.string(), name: z.string(), key: z.string() })) })),
});
/** Answer of the sub-tenant users list. */
export const subTenantUsersPageResponseSchema = z.object({ items: z.array(subTenantUserResponseSchema), _metadata: pageMetadata });
