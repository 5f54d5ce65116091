/**
 * Service roots under the API prefix (`/{prefix}`, default `frontegg`). A catalogue path that begins with one of the
 * service roots below is sent as written; every other path is under {@link IDENTITY} (api-calls-and-errors.md §7.0).
 */
export const IDENTITY = '/identity/resources';
/** OAuth endpoints of hosted login: `/oauth/token`, `/oauth/authorize/silent`, `/oauth/logout`. */
export const OAUTH = '/oauth';
/** `GET /flags`. */
export const FLAGS = '/flags';
/** `GET /vendors/public`. */
export const VENDORS = '/vendors';
/** `/metadata`, `/metadata/admin-box`, `/metadata/ip/{ip}`, `/metadata/ipme`. */
export const METADATA = '/metadata';
/** `/audits`, `/audits/stats`, `/audits/export/{endpoint}`. */
export const AUDITS = '/audits';
/** `/notification`. */
export const NOTIFICATIONS = '/notification';
/** `/webhook`. */
export const WEBHOOKS = '/webhook';
/** `/entitlements/api/v2/user-entitlements`. */
export const ENTITLEMENTS = '/entitlements/api';
/** Team service: members, roles, stats, SSO, profile image. */
export const TEAM = '/team/resources';
/** Tenant service: hierarchy, sub-tenants, account settings. */
export const TENANTS = '/tenants/resources';
/** Directory (SCIM) service. */
export const DIRECTORY = '/directory/resources';
/** Integrations (slack, email, sms). */
export const INTEGRATIONS = '/integrations/resources';
/** Reports service (and `/reports/engine/resources`). */
export const REPORTS = '/reports';
/** Event configurations. */
export const EVENTS = '/event/resources';
/** Applications service. */
export const APPLICATIONS = '/applications/resources';
/** Billing and subscriptions. */
export const SUBSCRIPTIONS = '/subscriptions/resources';
/** Security centre: `/security-center/resources/v1/recommendations` and `/insights`. */
export const SECURITY_CENTER = '/security-center/resources';
