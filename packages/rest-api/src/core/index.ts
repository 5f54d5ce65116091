export { createApiClient, CLIENT_DEFAULTS } from './client';
export type { ApiClient, ApiClientOptions, LogLevel, OutgoingRequest } from './client';
export { PorticoError, isPorticoError } from './errors';
export type { PorticoErrorCode } from './errors';
export {
  HEADER_AUTHORIZATION,
  HEADER_SOURCE,
  HEADER_SCOPED_TENANT,
  HEADER_LOGIN_ALIAS,
  HEADER_APP_ID,
  DEFAULT_SOURCE,
} from './headers';
export { MESSAGES, MSG_DIFFICULTIES, MSG_INVITATION_UNVERIFIED, MSG_REFRESH_FAILED, MSG_SOCIAL_LOGIN_FAILED, MSG_UNKNOWN, statusMessage } from './messages';
export { request } from './request';
export type { CallOptions, RequestSpec } from './request';
export { decodeToken, decodeBase64Url, toBase64Json } from './token';
export { toQueryString } from './url';
export type { Query, QueryValue } from './url';
export {
  IDENTITY,
  OAUTH,
  FLAGS,
  VENDORS,
  METADATA,
  AUDITS,
  NOTIFICATIONS,
  WEBHOOKS,
  ENTITLEMENTS,
  TEAM,
  TENANTS,
  DIRECTORY,
  INTEGRATIONS,
  REPORTS,
  EVENTS,
  APPLICATIONS,
  SUBSCRIPTIONS,
  SECURITY_CENTER,
} from './paths';
