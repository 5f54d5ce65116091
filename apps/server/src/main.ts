import type { serve as Serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { loadConfig, type ServerConfig } from './config';
import type { Db } from './db/connect';
import { startupFailure } from './startup';

// Entry point: read env, open (and migrate) the database, seed in dev, listen; SIGTERM/SIGINT drain and close.
let config: ServerConfig | undefined;

async function listen(serve: typeof Serve, app: { fetch: (req: Request) => Response | Promise<Response> }, cfg: ServerConfig): Promise<Server> {
  const server = serve({ fetch: app.fetch, hostname: cfg.host, port: cfg.port }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}

/** Stops accepting, lets in-flight requests finish (up to SHUTDOWN_TIMEOUT_MS), flushes background work, closes the pool. */
function onSignals(server: Server, db: Db, stopReports: () => void, backgroundSettled: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[portico-server] ${signal}: draining (no new connections; in-flight requests finish)`);
    stopReports();
    const timeout = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
    const force = setTimeout(() => server.closeAllConnections(), timeout);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      void backgroundSettled().then(() => db.destroy()).then(() => {
        console.log('[portico-server] stopped');
        process.exit(0);
      });
    });
    // Keep-alive connections with no request in progress would hold close() open; ones that finish a request become idle.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

try {
  config = loadConfig();
  const cfg = config;
  // The rest loads only once the settings are accepted, so a refusal is immediate. The database opens while the routes
  // load: PGlite compiles its WebAssembly on other threads meanwhile (cold start, bench/RESULTS.md).
  // A PGlite directory on disk is locked first: a second server on it refuses, naming this one (db/data-dir-lock.ts).
  // The migration list comes with the modules (src/migrations.ts); an existing PGlite directory opens meanwhile.
  const migrations = import('./migrations').then((m) => m.MIGRATIONS);
  migrations.catch(() => undefined); // awaited by openDatabase; a failure also fails the app's import below
  const opening = import('./db/connect').then(async ({ openDatabase, dataDirLockOf }) => {
    const db = await openDatabase({ databaseUrl: cfg.databaseUrl, schema: cfg.databaseSchema, dataDir: cfg.dataDir, lockOwner: { port: cfg.port }, migrations });
    return { db, lock: dataDirLockOf(db) };
  });
  opening.catch(() => undefined); // awaited below; this only keeps an early failure from counting as unhandled
  const [{ serve }, { createApp }, { backgroundSettled }, { startReportScheduler }] = await Promise.all([
    import('@hono/node-server'), import('./app'), import('./http/background'), import('./reports'),
  ]);
  const { db, lock } = await opening;
  const { app, deps } = await createApp(config, db);
  // Scheduled reports are mailed by a due-check every minute while the server runs.
  const stopReports = startReportScheduler(deps);
  // Connectivity deliveries: every instance drains the shared outbox (rows are claimed with SKIP LOCKED).
  deps.events.start(config.delivery?.pollMs);
  const stopBackground = () => { stopReports(); void deps.events.stop(); };
  lock?.verify(); // still ours after the seconds a start takes (a stale-lock recovery elsewhere may have raced it)
  const server = await listen(serve, app, config);
  const where = server.address();
  const port = typeof where === 'object' && where ? where.port : config.port;
  lock?.setPort(port);
  console.log(`[portico-server] listening on http://${config.host}:${port}/${config.prefix} (${config.production ? 'production' : 'dev'}, ${config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`})`);
  onSignals(server, db, stopBackground, backgroundSettled);
  // Loaded once the server answers: the breached-password list (a check before then loads it on the spot).
  void import('./passwords/breached').then((m) => m.preloadBreachedList());
} catch (e) {
  console.error(`[portico-server] cannot start: ${startupFailure(e, config?.databaseUrl ?? process.env.DATABASE_URL)}`);
  if (process.env.LOG_LEVEL === 'debug') console.error(e);
  process.exit(1);
}
