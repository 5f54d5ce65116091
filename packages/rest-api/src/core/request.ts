import { CLIENT_DEFAULTS, type ApiClient } from './client';
import { PorticoError } from './errors';
import {
  DEFAULT_SOURCE,
  HEADER_APP_ID,
  HEADER_AUTHORIZATION,
  HEADER_LOGIN_ALIAS,
  HEADER_SCOPED_TENANT,
  HEADER_SOURCE,
} from './headers';
import { logFailure } from './log';
import { MSG_DIFFICULTIES, MSG_OUTPUT_FILE_NAME, MSG_REDIRECT_OUTSIDE_BROWSER } from './messages';
import { readFailure } from './failure';
import { joinUrl, scopedTenantOf, toQueryString, type Query } from './url';

/** Per-call options every call accepts. */
export interface CallOptions {
  /** Aborts the request. */
  signal?: AbortSignal;
}

/** A request as the domain calls describe it. */
export interface RequestSpec extends CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path after the prefix, e.g. `/identity/resources/users/v2/me`. */
  path: string;
  query?: Query;
  /** Sent as JSON, except `FormData` and `URLSearchParams`, which keep their own encoding. */
  body?: unknown;
  headers?: Record<string, string>;
  /** `json` (default) parses the body; `blob` hands back a `File`; `text` returns the text. */
  responseType?: 'json' | 'blob' | 'text';
  /** Needed with `responseType: 'blob'`: the name of the returned file. */
  outputFileName?: string;
}

// Multipart uploads and form posts keep their own encoding; fetch sets their content type.
const isRawBody = (body: unknown): body is FormData | URLSearchParams =>
  (typeof FormData !== 'undefined' && body instanceof FormData) || body instanceof URLSearchParams;

async function buildHeaders(client: ApiClient, spec: RequestSpec): Promise<Record<string, string>> {
  const o = client.options;
  const headers: Record<string, string> = { accept: 'application/json', [HEADER_SOURCE]: o.source ?? DEFAULT_SOURCE };
  if (spec.body !== undefined && !isRawBody(spec.body)) headers['content-type'] = 'application/json';
  const token = await o.getToken?.();
  if (token) headers[HEADER_AUTHORIZATION] = `Bearer ${token}`;
  const tenant = scopedTenantOf(o.getPageUrl ? o.getPageUrl() : globalThis.location?.href);
  if (tenant) headers[HEADER_SCOPED_TENANT] = tenant;
  if (o.loginAlias) headers[HEADER_LOGIN_ALIAS] = o.loginAlias;
  if (o.appId) headers[HEADER_APP_ID] = o.appId;
  return { ...headers, ...(await o.getHeaders?.()), ...spec.headers };
}

function redirect(client: ApiClient, location: string): never {
  const { onRedirect } = client.options;
  if (onRedirect) onRedirect(location);
  else if (globalThis.location) globalThis.location.href = location;
  else throw new PorticoError(MSG_REDIRECT_OUTSIDE_BROWSER, { code: 'redirect', status: 302 });
  throw new PorticoError(`Redirected to ${location}`, { code: 'redirect', status: 302 });
}

/**
 * Sends one call: resolves headers, applies the interceptor, maps failures to the error catalogue.
 * @internal used by every domain call; exported for custom calls.
 */
export async function request<T>(client: ApiClient, spec: RequestSpec): Promise<T> {
  const o = client.options;
  if (spec.responseType === 'blob' && !spec.outputFileName) {
    throw new PorticoError(MSG_OUTPUT_FILE_NAME, { code: 'invalid_argument' });
  }
  const base = typeof o.baseUrl === 'function' ? o.baseUrl(spec.path) : o.baseUrl;
  let outgoing = {
    url: joinUrl(base, o.prefix ?? CLIENT_DEFAULTS.prefix, spec.path) + toQueryString(spec.query),
    init: {
      method: spec.method,
      headers: await buildHeaders(client, spec),
      credentials: o.credentials ?? CLIENT_DEFAULTS.credentials,
      body: spec.body === undefined ? undefined : isRawBody(spec.body) ? spec.body : JSON.stringify(spec.body),
      signal: spec.signal,
    } as RequestInit & { headers: Record<string, string> },
  };
  outgoing = (await o.beforeRequest?.(outgoing)) ?? outgoing;
  const response = await (o.fetch ?? globalThis.fetch)(outgoing.url, outgoing.init);

  if (response.status === 302) redirect(client, await response.text());
  if (!response.ok) {
    const error = await readFailure(response);
    logFailure(client, error);
    throw error;
  }
  if (spec.responseType === 'blob') {
    const blob = await response.blob();
    return new File([blob], spec.outputFileName as string, { type: blob.type }) as T;
  }
  const text = await response.text();
  if (spec.responseType === 'text') return text as T;
  if (text.trim() === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new PorticoError(MSG_DIFFICULTIES, { code: 'invalid_response', status: response.status, cause });
  }
}
