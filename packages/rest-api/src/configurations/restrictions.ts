import type { ApiClient } from '../core/client';
import { IDENTITY } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import { IP_RESTRICTIONS_DEFAULTS } from './defaults';
import type {
  CreateEmailDomainRestrictionRequest,
  CreateIpRestrictionRequest,
  CreateIpRestrictionsBulkRequest,
  EmailDomainRestriction,
  EmailDomainRestrictionsConfig,
  IpRestriction,
  IpRestrictionsConfig,
  IpRestrictionsPage,
  IpRestrictionsQuery,
  IpVerification,
  UpdateEmailDomainRestrictionsConfigRequest,
  UpdateIpRestrictionsConfigRequest,
} from './types';

const EMAIL_DOMAIN = `${IDENTITY}/configurations/restrictions/v1/email-domain`;
const IP = `${IDENTITY}/configurations/v1/restrictions/ip`;

/**
 * `GET /configurations/restrictions/v1/email-domain`: allowed and blocked e-mail domains. The server answers
 * `{ items }` (the published client's shape); a bare array from an older server reads the same.
 */
export async function getEmailDomainRestrictions(client: ApiClient, options?: CallOptions): Promise<EmailDomainRestriction[]> {
  const answer = await request<{ items: EmailDomainRestriction[] } | EmailDomainRestriction[]>(client, { method: 'GET', path: EMAIL_DOMAIN, ...options });
  return Array.isArray(answer) ? answer : answer.items;
}

/** `POST /configurations/restrictions/v1/email-domain` [domain, type]: adds a domain to a list. */
export function createEmailDomainRestriction(
  client: ApiClient,
  body: CreateEmailDomainRestrictionRequest,
  options?: CallOptions,
): Promise<EmailDomainRestriction> {
  return request(client, { method: 'POST', path: EMAIL_DOMAIN, body, ...options });
}

/** `DELETE /configurations/restrictions/v1/email-domain/{id}`. */
export function deleteEmailDomainRestriction(client: ApiClient, id: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: `${EMAIL_DOMAIN}/${encodeURIComponent(id)}`, ...options });
}

/** `GET /configurations/restrictions/v1/email-domain/config`. */
export function getEmailDomainRestrictionsConfig(client: ApiClient, options?: CallOptions): Promise<EmailDomainRestrictionsConfig> {
  return request(client, { method: 'GET', path: `${EMAIL_DOMAIN}/config`, ...options });
}

/** `POST /configurations/restrictions/v1/email-domain/config` [active, blockPublicDomains, listType]. */
export function updateEmailDomainRestrictionsConfig(
  client: ApiClient,
  body: UpdateEmailDomainRestrictionsConfigRequest,
  options?: CallOptions,
): Promise<EmailDomainRestrictionsConfig> {
  return request(client, { method: 'POST', path: `${EMAIL_DOMAIN}/config`, body, ...options });
}

/** `GET /configurations/v1/restrictions/ip` [_filter, _limit 10, _offset 0]: a page of IP restrictions. */
export function getIpRestrictions(client: ApiClient, query?: IpRestrictionsQuery, options?: CallOptions): Promise<IpRestrictionsPage> {
  const sent: Record<string, string | number> = { ...IP_RESTRICTIONS_DEFAULTS };
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) sent[key] = value;
  return request(client, { method: 'GET', path: IP, query: sent, ...options });
}

/** `POST /configurations/v1/restrictions/ip` [ip, strategy, isActive, description]. */
export function createIpRestriction(client: ApiClient, body: CreateIpRestrictionRequest, options?: CallOptions): Promise<IpRestriction> {
  return request(client, { method: 'POST', path: IP, body, ...options });
}

/** `POST /configurations/v1/restrictions/ip/bulk` [ips]: adds several restrictions at once. */
export function createIpRestrictionsBulk(
  client: ApiClient,
  body: CreateIpRestrictionsBulkRequest,
  options?: CallOptions,
): Promise<IpRestriction[]> {
  return request(client, { method: 'POST', path: `${IP}/bulk`, body, ...options });
}

/** `DELETE /configurations/v1/restrictions/ip/{id}`. */
export function deleteIpRestriction(client: ApiClient, id: string, options?: CallOptions): Promise<void> {
  return request(client, { method: 'DELETE', path: `${IP}/${encodeURIComponent(id)}`, ...options });
}

/** `GET /configurations/v1/restrictions/ip/config`. */
export function getIpRestrictionsConfig(client: ApiClient, options?: CallOptions): Promise<IpRestrictionsConfig> {
  return request(client, { method: 'GET', path: `${IP}/config`, ...options });
}

/** `POST /configurations/v1/restrictions/ip/config` [isActive, strategy]. */
export function updateIpRestrictionsConfig(
  client: ApiClient,
  body: UpdateIpRestrictionsConfigRequest,
  options?: CallOptions,
): Promise<IpRestrictionsConfig> {
  return request(client, { method: 'POST', path: `${IP}/config`, body, ...options });
}

/** `POST /configurations/v1/restrictions/ip/verify`: whether the caller's address passes the current rules. */
export function verifyIpRestrictions(client: ApiClient, options?: CallOptions): Promise<IpVerification> {
  return request(client, { method: 'POST', path: `${IP}/verify`, ...options });
}

/** `POST /configurations/v1/restrictions/ip/verify/allow`: whether the caller's address is on the allow list. */
export function verifyIpRestrictionsAllow(client: ApiClient, options?: CallOptions): Promise<IpVerification> {
  return request(client, { method: 'POST', path: `${IP}/verify/allow`, ...options });
}
