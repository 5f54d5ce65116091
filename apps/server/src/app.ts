import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { accessScope, publicRouter, type AppEnv } from './access';
import { AuditLog } from './audit/audit';
import type { ServerConfig } from './config';
import type { Db } from './db/connect';
import type { Deps } from './deps';
import { limitBody } from './http/body-limit';
import { cors } from './http/cors';
import { noStore } from './http/no-store';
import { requestLog } from './http/log';
import { clientIp } from './http/client-ip';
import { openApiDocument } from './openapi/document';
import { docsRoutes } from './openapi/routes';
import { errorHandler, notFoundOrMethod } from './http/errors-middleware';
import { Outbox } from './mailbox/outbox';
import { PasswordHasher } from './passwords/hasher';
import { ensureCatalogue } from './roles/catalogue';
import { seedDemo } from './seed/seed';
import { AccessTokens } from './tokens/access';
import { ensureSigningKeys } from './tokens/keys';
import { KeyRing } from './tokens/keyring';
import { withStartupLock } from './db/startup-lock';
import { localSignals, postgresSignals } from './db/notify';
import { Sessions } from './tokens/sessions';
import { VendorService } from './vendor/service';
import { loadStripeSdk } from './billing';
import { EventBus } from './events';
import { applySocialProvidersFromEnv } from './social';
import type { ServerModule, Wired } from './kernel/module';
import type { SecuritySources } from './security-center';
import type { MemberRelations } from './team';
import { MODULES } from './modules';

/** A built app and the services behind it (tests reach into `deps`). */
export interface PorticoServer {
  app: Hono<AppEnv>;
  deps: Deps;
}

/**
 * Builds the whole server over an open, migrated database from its modules (src/modules.ts). Seeds the catalogue always
 * and demo data when configured.
 */
export async function createApp(config: ServerConfig, db: Db, modules: readonly ServerModule[] = MODULES): Promise<PorticoServer> {
  const vendor = new VendorService(db);
  const issuer = `${config.publicUrl}/${config.prefix}/oauth`;
  // Instances started together on one PostgreSQL take turns at creating the vendor, catalogue, keys and seed.
  const postgres = !!config.databaseUrl;
  await withStartupLock(db, postgres, async () => {
    await vendor.load();
    await ensureCatalogue(db, vendor.id, { embedded: !postgres });
    await ensureSigningKeys(db, config.signingKey);
  });
  const ring = await KeyRing.load(db);
  // The Stripe SDK loads only when Stripe is the billing provider (start-up time, bench/RESULTS.md).
  if (config.stripe) await loadStripeSdk();
  // Vendor settings are cached per instance: a change made on one instance reloads them on the others.
  const signals = postgres ? postgresSignals(db, config.databaseUrl!, config.databaseSchema) : localSignals;
  signals.subscribe('vendor', () => void vendor.load().catch(() => undefined));
  signals.subscribe('keys', () => void ring.reload().catch(() => undefined));
  vendor.onChange = () => signals.publish('vendor');
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    ring.stop();
    await signals.close();
    await destroy();
  };
  const deps: Deps = {
    config, db, vendor, issuer,
    tokens: new AccessTokens(ring, issuer, config.accessTokenTtlSeconds),
    sessions: new Sessions(db, config.refreshTokenTtlSeconds),
    hasher: new PasswordHasher(config.hashCost),
    outbox: new Outbox(db, config.smtpUrl, config.mailFrom, !config.production),
    audit: new AuditLog(db, () => vendor.id),
    events: new EventBus(db, config.delivery),
  };
  if (config.seed) await withStartupLock(db, postgres, () => seedDemo(deps));
  await applySocialProvidersFromEnv(deps);

  // Every module's offers, handed over here and nowhere else: the security centre's readers, the member lists' loaders,
  // the event bus's channel families and the error handler's unique-constraint answers.
  const wired = wire(modules);
  for (const m of modules) if (m.events) deps.events.connect(m.events(deps));

  // strict: false — one trailing slash names the same route (Frontegg's published client sends `…/logs/?id=`, `…/renewals/`).
  const app = new Hono<AppEnv>({ strict: false });
  // First: the scope the access layer checks each route's declared issues against (access/declare.ts).
  app.use('*', accessScope());
  app.use('*', secureHeaders({ crossOriginResourcePolicy: false }));
  app.use('*', limitBody(config.maxBodyBytes));
  app.use('*', requestLog(config.logRequests));
  app.use('*', clientIp(config.trustProxy));

  const root = `/${config.prefix}`;
  app.use(`${root}/*`, cors(config.allowedOrigins));
  // Answers that carry a token or a secret are never stored by a browser or a shared cache (http/no-store.ts).
  app.use(`${root}/*`, noStore(config.prefix));
  // Each module's route groups in list order (under a shared prefix, earlier groups and their middleware come first).
  for (const m of modules) {
    for (const mount of m.mounts ?? []) {
      if (mount.devOnly && config.production) continue;
      app.route(mount.host ? mount.prefix : `${root}${mount.prefix}`, mount.routes(deps, wired));
    }
  }
  // The server's own public documents, through the access layer's router builder like every other route.
  let openapi: object | undefined;
  const document = () => (openapi ??= openApiDocument(app.routes, config.prefix, config.publicUrl));
  const own = publicRouter();
  own.get(`${root}/.well-known/jwks.json`, (c) => c.json(deps.tokens.jwks()));
  own.get(`${root}/openapi.json`, (c) => c.json(document()));
  own.get('/healthz', (c) => c.json({ ok: true }));
  app.route('/', own);
  app.route(root, docsRoutes(document));

  // A lost race on a unique constraint answers what its owner's calm twin answers (each module's unique.ts).
  app.onError(errorHandler(Object.assign({}, ...modules.map((m) => m.unique ?? {}))));
  app.notFound(notFoundOrMethod(app as unknown as Hono<never>));
  return { app, deps };
}

const SECURITY_READERS: readonly (keyof SecuritySources)[] = ['sessionPolicy', 'ipRestrictions', 'domainRestrictions', 'sso'];

/**
 * Composes what modules offer each other. A security-centre reader or the member groups offered by no module (or by
 * two) stops the start: a score or a users list computed without them would be silently wrong.
 */
function wire(modules: readonly ServerModule[]): Wired {
  const security: Partial<SecuritySources> = {};
  for (const m of modules) {
    for (const [kind, reader] of Object.entries(m.security ?? {}) as [keyof SecuritySources, never][]) {
      if (security[kind]) throw new Error(`Security-centre reader ${kind} is offered twice (module ${m.name})`);
      security[kind] = reader;
    }
  }
  const missing = SECURITY_READERS.filter((k) => !security[k]);
  if (missing.length) throw new Error(`No module offers the security-centre reader(s): ${missing.join(', ')}`);
  const groups = modules.flatMap((m) => (m.memberGroups ? [m.memberGroups] : []));
  if (groups.length !== 1) throw new Error(`Member groups must be offered by one module, not ${groups.length}`);
  const members: MemberRelations = { groups: groups[0]!, sources: modules.flatMap((m) => (m.memberSources ? [m.memberSources] : [])) };
  return { security: security as SecuritySources, members };
}
