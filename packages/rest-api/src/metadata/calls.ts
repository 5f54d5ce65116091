import type { ApiClient } from '../core/client';
import { PorticoError } from '../core/errors';
import { MSG_IP_METADATA_NOT_FOUND, MSG_METADATA_NOT_FOUND, MSG_NO_CHANGES } from '../core/messages';
import { METADATA } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import type {
  AuditsMetadataConfiguration,
  GetMetadataQuery,
  IpMetadata,
  MetadataResponse,
  MetadataRow,
  UpdateAdminBoxConfigurationRequest,
} from './types';

const notFound = () => new PorticoError(MSG_METADATA_NOT_FOUND, { code: 'metadata_not_found' });
const ipNotFound = () => new PorticoError(MSG_IP_METADATA_NOT_FOUND, { code: 'metadata_not_found' });

/** A record is usable only with its configuration. */
function requireRow<C>(row: MetadataRow<C> | undefined | null): MetadataRow<C> {
  if (!row || typeof row !== 'object' || row.configuration === undefined || row.configuration === null) throw notFound();
  return row;
}

function requireIp(data: IpMetadata | undefined | null): IpMetadata {
  if (!data || typeof data !== 'object' || Object.keys(data).length === 0) throw ipNotFound();
  return data;
}

/**
 * `GET /metadata?entityName=…`: the entity's first metadata record.
 * @throws PorticoError `metadata not found` (code `metadata_not_found`) when there is no record with a configuration.
 */
export async function getMetadata<C = Record<string, unknown>>(
  client: ApiClient,
  query: GetMetadataQuery,
  options?: CallOptions,
): Promise<MetadataRow<C>> {
  const data = await request<MetadataResponse<C> | undefined>(client, {
    signal: options?.signal,
    method: 'GET',
    path: METADATA,
    query: { entityName: query.entityName },
  });
  return requireRow(data?.rows?.[0]);
}

/** `GET /metadata?entityName=notifications`. */
export function getNotificationsMetadata(client: ApiClient, options?: CallOptions): Promise<MetadataRow> {
  return getMetadata(client, { entityName: 'notifications' }, options);
}

/** `GET /metadata?entityName=saml`. */
export function getSamlMetadata(client: ApiClient, options?: CallOptions): Promise<MetadataRow> {
  return getMetadata(client, { entityName: 'saml' }, options);
}

/** `GET /metadata?entityName=audits`: the audit-log columns. */
export function getAuditsMetadata(client: ApiClient, options?: CallOptions): Promise<MetadataRow<AuditsMetadataConfiguration>> {
  return getMetadata<AuditsMetadataConfiguration>(client, { entityName: 'audits' }, options);
}

/** `GET /metadata?entityName=adminBox`. */
export function getAdminBoxMetadata(client: ApiClient, options?: CallOptions): Promise<MetadataRow> {
  return getMetadata(client, { entityName: 'adminBox' }, options);
}

/**
 * `GET /metadata/admin-box`: the admin login-box configuration.
 * @throws PorticoError `metadata not found` when the response has no configuration.
 */
export async function getAdminBoxConfiguration<C = Record<string, unknown>>(
  client: ApiClient,
  options?: CallOptions,
): Promise<MetadataRow<C>> {
  return requireRow(await request<MetadataRow<C> | undefined>(client, { signal: options?.signal, method: 'GET', path: `${METADATA}/admin-box` }));
}

/**
 * `POST /metadata/admin-box`: applies the login-box changes.
 * @throws PorticoError `No changes to update` (code `no_changes`) for an empty change list, without sending anything.
 */
export async function updateAdminBoxConfiguration<C = Record<string, unknown>>(
  client: ApiClient,
  body: UpdateAdminBoxConfigurationRequest,
  options?: CallOptions,
): Promise<MetadataRow<C>> {
  if (!Array.isArray(body?.actions) || body.actions.length === 0) {
    throw new PorticoError(MSG_NO_CHANGES, { code: 'no_changes' });
  }
  return request<MetadataRow<C>>(client, {
    signal: options?.signal,
    method: 'POST',
    path: `${METADATA}/admin-box`,
    body: { actions: body.actions },
  });
}

/**
 * `GET /metadata/ip/{ip}`: location data of an address.
 * @throws PorticoError `ip metadata not found` (code `metadata_not_found`) when the response is empty.
 */
export async function getIpMetadata(client: ApiClient, ip: string, options?: CallOptions): Promise<IpMetadata> {
  return requireIp(
    await request<IpMetadata | undefined>(client, { signal: options?.signal, method: 'GET', path: `${METADATA}/ip/${encodeURIComponent(ip)}` }),
  );
}

/**
 * `GET /metadata/ipme`: location data of the caller's own address.
 * @throws PorticoError `ip metadata not found` when the response is empty.
 */
export async function getCurrentIpMetadata(client: ApiClient, options?: CallOptions): Promise<IpMetadata> {
  return requireIp(await request<IpMetadata | undefined>(client, { signal: options?.signal, method: 'GET', path: `${METADATA}/ipme` }));
}
