/** Log levels, most verbose first. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

type MaybePromise<T> = T | Promise<T>;

/** What a before-request interceptor sees and may change. */
export interface OutgoingRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** API origin (`https://auth.example.com`), or a function of the call's path returning it. */
  baseUrl: string | ((path: string) => string);
  /** Path prefix after the base URL. @default "frontegg" */
  prefix?: string;
  /** Returns the current access token, sent as `Authorization: Bearer`. */
  getToken?: () => MaybePromise<string | null | undefined>;
  /** Extra headers merged into every request. */
  getHeaders?: () => MaybePromise<Record<string, string> | undefined>;
  /** Runs just before `fetch`; may mutate or replace the request. */
  beforeRequest?: (request: OutgoingRequest) => MaybePromise<OutgoingRequest | void>;
  /** @default "same-origin" */
  credentials?: RequestCredentials;
  /** @default "error" */
  logLevel?: LogLevel;
  /** Sent as the app-id header when set. */
  appId?: string;
  /** Sent as the login-alias header when set. */
  loginAlias?: string;
  /** Sent as the source header. @default "portico" */
  source?: string;
  /** Injectable fetch (tests, Node agents). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Where log lines go. @default console */
  logger?: Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;
  /** Called with the body text of a 302; defaults to navigating the page, and throws outside a browser. */
  onRedirect?: (location: string) => void;
  /** Page address whose `tenantId` query parameter scopes requests. @default globalThis.location?.href */
  getPageUrl?: () => string | undefined;
}

/** A configured client; pass it as the first argument of every call. Several may coexist. */
export interface ApiClient {
  readonly options: Readonly<ApiClientOptions>;
}

/**
 * Creates an independent API client.
 * @example
 * const client = createApiClient({ baseUrl: 'http://127.0.0.1:8787', getToken: () => token });
 * const me = await getMe(client);
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  if (!options || (typeof options.baseUrl !== 'string' && typeof options.baseUrl !== 'function')) {
    throw new TypeError('createApiClient needs a baseUrl (string or function of the path)');
  }
  return { options: Object.freeze({ ...options }) };
}

/** Resolved defaults, in one place. */
export const CLIENT_DEFAULTS = {
  prefix: 'frontegg',
  credentials: 'same-origin' as RequestCredentials,
  logLevel: 'error' as LogLevel,
} as const;
