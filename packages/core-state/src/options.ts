import type { LogLevel } from '@portico/rest-api';
import type { PorticoApi } from './api/types';
import type { PorticoRoutes } from './auth/routes';
import type { PorticoEvent } from './shared/context';
import type { Logger } from './shared/env';

/** Options of {@link createPortico}. */
export interface PorticoOptions {
  /** API origin, or a function of the call's path returning it (as `@portico/rest-api`). Not needed in preview mode. */
  baseUrl?: string | ((path: string) => string);
  /** API path prefix. @default "frontegg" */
  prefix?: string;
  /** `embedded` keeps the session with the refresh cookie; `hosted` uses OAuth code + PKCE. @default "embedded" */
  mode?: 'embedded' | 'hosted';
  /** OAuth client id (hosted mode). */
  clientId?: string;
  /** Swap in the fake API with fixed sample data and 500 ms delays. @default false */
  previewMode?: boolean;
  /** Route overrides; every key of product-spec §2. */
  routes?: Partial<PorticoRoutes>;
  /** Refuse a `redirectUrl` of another origin unless listed in `allowedRedirectOrigins`. @default true */
  enforceRedirectToSameSite?: boolean;
  /** Origins a `redirectUrl` may point to besides the page's. */
  allowedRedirectOrigins?: string[];
  /** Load entitlements (when flagged on) and allow entitlement checks. @default { enabled: false } */
  entitlements?: { enabled: boolean };
  /** Custom login alias: sent as a header, and changes the login and authenticated routes (product-spec §2). */
  loginAlias?: string;
  /** The account's application URL, the authenticated URL under a custom login alias. */
  applicationUrl?: string;
  /** Application id header. */
  appId?: string;
  /** How to change page. @default location.assign when there is a page */
  navigate?: (url: string) => void;
  /** Injectable fetch. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Injectable port (tests, custom transports); wins over `previewMode` and `baseUrl`. */
  api?: PorticoApi;
  /** Receives product events (`signup-completed`, `login-completed`, `logout`). */
  onEvent?: (event: PorticoEvent) => void;
  /** Where warnings go (refused redirects, failed logout call). @default console */
  logger?: Logger;
  /**
   * Session per tenant: each tab keeps its own active tenant in sessionStorage after a switch and restores its session
   * in that tenant (product-spec §4). @default false
   */
  sessionPerTenant?: boolean;
  /** Log level of the API client. @default "error" */
  logLevel?: LogLevel;
}
