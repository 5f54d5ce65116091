import { resolve } from 'node:path';

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
  /** PostgreSQL URL; when absent PGlite stores data under {@link dataDir}. */
  databaseUrl: string | undefined;
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
}

/** OWASP's argon2id recommendation (19 MiB, 2 iterations, 1 lane). */
export const PRODUCTION_HASH_COST: HashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const list = (v: string | undefined): string[] => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []);

/** Reads the environment; refuses to start in production without secrets. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const host = env.HOST ?? '127.0.0.1';
  const port = Number(env.PORT ?? 8787);
  const publicUrl = (env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/$/, '');
  const appUrl = (env.APP_URL ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
  if (production && (!env.SIGNING_KEY || !env.COOKIE_SECRET)) {
    throw new Error('Production mode needs SIGNING_KEY (ES256 private key, PEM or JWK) and COOKIE_SECRET.');
  }
  return {
    host,
    port,
    prefix: (env.API_PREFIX ?? 'frontegg').replace(/^\/+|\/+$/g, ''),
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? resolve('.data', 'pglite'),
    publicUrl,
    cookieSecret: env.COOKIE_SECRET ?? 'portico-dev-cookie-secret-not-for-production',
    signingKey: env.SIGNING_KEY || undefined,
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 600),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 60 * 60 * 24 * 30),
    hashCost: PRODUCTION_HASH_COST,
    maxBodyBytes: Number(env.MAX_BODY_BYTES ?? 100 * 1024),
    allowedOrigins: [appUrl, ...list(env.ALLOWED_ORIGINS)],
    oauthClients: [
      { clientId: env.OAUTH_CLIENT_ID ?? 'portico-demo', redirectUris: list(env.OAUTH_REDIRECT_URIS).length ? list(env.OAUTH_REDIRECT_URIS) : [`${appUrl}/oauth/callback`] },
    ],
    appUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Portico <no-reply@portico.local>',
    seed: env.SEED ? env.SEED !== '0' : !production,
    logRequests: env.LOG_REQUESTS === '1',
  };
}
