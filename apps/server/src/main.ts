import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { backgroundSettled } from './http/background';
import { startReportScheduler } from './reports';

// Entry point: read env, open (and migrate) the database, seed in dev, listen.
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { app, deps } = await createApp(config, db);
// Scheduled reports are mailed by a due-check every minute while the server runs.
const stopReports = startReportScheduler(deps);
// Connectivity deliveries: every instance drains the shared outbox (rows are claimed with SKIP LOCKED).
deps.events.start();
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(`[portico-server] listening on http://${info.address}:${info.port}/${config.prefix} (${config.production ? 'production' : 'dev'}, ${config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`})`);
});
// Mail queued after a response is still sent before the database closes.
const stop = () => {
  stopReports();
  void deps.events.stop();
  server.close(() => void backgroundSettled().then(() => db.destroy()).then(() => process.exit(0)));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
