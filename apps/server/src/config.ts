import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';

/** argon2id cost parameters (memory in KiB). */
export interface HashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** A registered OAuth client of the hosted login (public client, PKCE). */
export interface OAuthClient {
  clientId: string;
  /** Exact-match list. */
  redirectUris: string[];
  /** Browser clients get the refresh token only as an httpOnly cookie; native/server clients in the body. @default false */
  refreshTokenInBody?: boolean;
  /** Where `/oauth/logout` may send the browser afterwards: exact-match list, nothing when absent. */
  postLogoutRedirectUris?: string[];
}

/** Everything the app needs to know about its environment; tests build one with {@link testConfig}. */
export interface ServerConfig {
  /** @default '127.0.0.1' */
  host: string;
  /** @default 8787 */
  port: number;
  /** API path prefix without slashes. @default 'frontegg' */
  prefix: string;
  production: boolean;
  /** DNS servers (`host:port`) that SSO domain verification asks for TXT records (SSO_DNS_SERVERS, comma list); system resolver when absent. */
  ssoDnsServers?: string[];
  /**
   * Private networks (CIDR) that tenant-chosen outbound requests (IdP metadata, OIDC, webhooks) may reach in production
   * besides public addresses, e.g. an on-premises IdP (OUTBOUND_ALLOWED_NETWORKS, comma list); none by default.
   */
  outboundAllowedNetworks?: string[];
  /** PostgreSQL URL; when absent PGlite stores data under {@link dataDir}. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (created when missing); tests and shared databases isolate servers this way. */
  databaseSchema?: string | undefined;
  /** PGlite data directory, or `memory://` for an in-memory database. @default './.data/pglite' */
  dataDir: string;
  /** Public base URL of this server (issuer of tokens). */
  publicUrl: string;
  /** Secret that signs cookie-bound state (hosted-login session). Required in production. */
  cookieSecret: string;
  /** PEM or JWK (JSON) ES256 private key; when absent in dev a key is generated and stored in the database. */
  signingKey: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  hashCost: HashCost;
  /** Largest accepted request body in bytes. @default 102400 */
  maxBodyBytes: number;
  /** Origins allowed to make cookie-authenticated calls (besides this server's own). */
  allowedOrigins: string[];
  /** Registered OAuth clients of the hosted login. */
  oauthClients: OAuthClient[];
  /** Link targets in activation/reset/invitation mails. */
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seed Demo vendor, Acme tenant and two users on first start. @default true outside production */
  seed: boolean;
  /** Write request logs to stderr. */
  logRequests: boolean;
  /** Reverse proxies in front of the server whose X-Forwarded-For is trusted (TRUST_PROXY). @default 0 */
  trustProxy: number;
  /** Billing test clock endpoint (BILLING_TEST_CLOCK=1); never on in production. */
  billingTestClock: boolean;
  /** Stripe as the billing provider (STRIPE_SECRET_KEY set); otherwise the embedded test provider. */
  stripe: StripeConfig | undefined;
  /** The vendor's key for the plans API (BILLING_VENDOR_API_KEY, at least 32 characters); without it the API is absent. */
  billingVendorKey?: string | undefined;
  /** Outbox worker schedule (DELIVERY_* settings); unset fields keep the production schedule. */
  delivery?: DeliverySettings;
}

/** Overrides of the connectivity outbox worker's schedule (tests shorten them; operators may tune them). */
export interface DeliverySettings {
  /** DELIVERY_LEASE_MS: how long a claim holds before another worker may take the row over. */
  leaseMs?: number;
  /** DELIVERY_RETRY_BASE_MS: delay after the first failed attempt (doubles each time). */
  baseDelayMs?: number;
  /** DELIVERY_TIMEOUT_MS: longest wait for a receiver's answer. */
  timeoutMs?: number;
  /** DELIVERY_POLL_MS: how often the worker looks for due rows. */
  pollMs?: number;
}

/** The DELIVERY_* settings that are set. */
function deliverySettings(env: NodeJS.ProcessEnv): DeliverySettings {
  const pick = (name: string, key: keyof DeliverySettings, min: number): DeliverySettings =>
    env[name] ? { [key]: intSetting(env, name, 0, min) } : {};
  const d = { ...pick('DELIVERY_LEASE_MS', 'leaseMs', 100), ...pick('DELIVERY_RETRY_BASE_MS', 'baseDelayMs', 1), ...pick('DELIVERY_TIMEOUT_MS', 'timeoutMs', 100), ...pick('DELIVERY_POLL_MS', 'pollMs', 10) };
  // A lease shorter than the timeout would let a worker take over a row whose delivery is still running (DEFAULT_BUS_OPTIONS: 60 s / 10 s).
  if ((d.leaseMs ?? 60_000) <= (d.timeoutMs ?? 10_000)) throw new ConfigError('DELIVERY_LEASE_MS must be longer than DELIVERY_TIMEOUT_MS (default 60000 and 10000)');
  return d;
}

/** Stripe keys, and where the SDK connects (STRIPE_API_HOST/PORT/PROTOCOL: a local fixture in tests). */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

function stripeConfig(env: Record<string, string | undefined>): StripeConfig | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  return {
    secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined, webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}), ...(env.STRIPE_API_PORT ? { port: Number(env.STRIPE_API_PORT) } : {}),
    ...(env.STRIPE_API_PROTOCOL === 'http' ? { protocol: 'http' as const } : {}),
  };
}

/** A setting the server refuses to start with; `main` prints its message as one line, without a stack. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** A whole number from the environment within [min, max], or the default when unset. */
function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return n;
}

/** OWASP's argon2id recommendation (19 MiB, 2 iterations, 1 lane). */
export const PRODUCTION_HASH_COST: HashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Outside production, an app on 127.0.0.1 is also allowed as localhost: browsers run passkeys only on a domain name. */
const localhostTwin = (appUrl: string, production: boolean): string[] => {
  const url = new URL(appUrl);
  return !production && url.hostname === '127.0.0.1' ? [`${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`] : [];
};

const list = (v: string | undefined): string[] => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []);

/** The first-party client (the demo or gate app): cookie-held refresh token. */
function defaultClient(env: NodeJS.ProcessEnv, appUrl: string): OAuthClient {
  const redirectUris = list(env.OAUTH_REDIRECT_URIS).length ? list(env.OAUTH_REDIRECT_URIS) : [`${appUrl}/oauth/callback`];
  // Unless configured, the registered list is each redirect URI's origin + "/" (what core-state sends by default).
  const postLogout = list(env.OAUTH_POST_LOGOUT_REDIRECT_URIS);
  return { clientId: env.OAUTH_CLIENT_ID ?? 'portico-demo', redirectUris,
    postLogoutRedirectUris: postLogout.length ? postLogout : [...new Set(redirectUris.map((u) => `${new URL(u).origin}/`))] };
}

/** `OAUTH_CLIENTS`: a JSON array of further clients (e.g. a native or server app with `refreshTokenInBody`). */
function extraClients(text: string | undefined): OAuthClient[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const valid = (c: unknown): c is OAuthClient => {
    const o = c as Partial<OAuthClient> | null;
    const urls = (v: unknown) => Array.isArray(v) && v.every((u) => typeof u === 'string' && URL.canParse(u));
    return !!o && typeof o.clientId === 'string' && urls(o.redirectUris) && (o.postLogoutRedirectUris === undefined || urls(o.postLogoutRedirectUris));
  };
  if (!Array.isArray(parsed) || !parsed.every(valid)) {
    throw new ConfigError('OAUTH_CLIENTS must be a JSON array of { clientId, redirectUris: [url], postLogoutRedirectUris?: [url], refreshTokenInBody?: boolean }');
  }
  return parsed.map((c) => ({ clientId: c.clientId, redirectUris: c.redirectUris, refreshTokenInBody: c.refreshTokenInBody === true,
    ...(c.postLogoutRedirectUris ? { postLogoutRedirectUris: c.postLogoutRedirectUris } : {}) }));
}

/** CIDR ranges, each checked at start-up so a typo stops the server with its reason. */
function networks(values: string[]): string[] {
  for (const v of values) {
    try {
      ipaddr.parseCIDR(v);
    } catch {
      throw new ConfigError(`OUTBOUND_ALLOWED_NETWORKS: ${v} is not a CIDR range (e.g. 10.20.0.0/16 or fd00:1::/64)`);
    }
  }
  return values;
}

/** Reads the environment; refuses to start in production without secrets. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const host = env.HOST ?? '127.0.0.1';
  const port = intSetting(env, 'PORT', 8787, 0, 65_535);
  const publicUrl = (env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/$/, '');
  const appUrl = (env.APP_URL ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
  if (production && (!env.SIGNING_KEY || !env.COOKIE_SECRET)) {
    throw new ConfigError('Production mode needs SIGNING_KEY (ES256 private key, PEM or JWK) and COOKIE_SECRET.');
  }
  return {
    host,
    port,
    prefix: (env.API_PREFIX ?? 'frontegg').replace(/^\/+|\/+$/g, ''),
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: env.DATA_DIR ?? resolve('.data', 'pglite'),
    publicUrl,
    cookieSecret: env.COOKIE_SECRET ?? 'portico-dev-cookie-secret-not-for-production',
    signingKey: env.SIGNING_KEY || undefined,
    accessTokenTtlSeconds: intSetting(env, 'ACCESS_TOKEN_TTL', 600, 1),
    refreshTokenTtlSeconds: intSetting(env, 'REFRESH_TOKEN_TTL', 60 * 60 * 24 * 30, 1),
    hashCost: PRODUCTION_HASH_COST,
    maxBodyBytes: intSetting(env, 'MAX_BODY_BYTES', 100 * 1024, 1),
    allowedOrigins: [appUrl, ...localhostTwin(appUrl, production), ...list(env.ALLOWED_ORIGINS)],
    oauthClients: [defaultClient(env, appUrl), ...extraClients(env.OAUTH_CLIENTS)],
    appUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Portico <no-reply@portico.local>',
    seed: env.SEED ? env.SEED !== '0' : !production,
    logRequests: env.LOG_REQUESTS === '1',
    trustProxy: intSetting(env, 'TRUST_PROXY', 0, 0, 10),
    billingTestClock: !production && env.BILLING_TEST_CLOCK === '1',
    stripe: stripeConfig(env),
    billingVendorKey: (env.BILLING_VENDOR_API_KEY?.length ?? 0) >= 32 ? env.BILLING_VENDOR_API_KEY : undefined,
    delivery: deliverySettings(env),
    ...(list(env.SSO_DNS_SERVERS).length ? { ssoDnsServers: list(env.SSO_DNS_SERVERS) } : {}),
    ...(list(env.OUTBOUND_ALLOWED_NETWORKS).length ? { outboundAllowedNetworks: networks(list(env.OUTBOUND_ALLOWED_NETWORKS)) } : {}),
  };
}
