import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { backgroundSettled } from './http/background';

// Entry point: read env, open (and migrate) the database, seed in dev, listen.
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { app } = await createApp(config, db);
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(`[portico-server] listening on http://${info.address}:${info.port}/${config.prefix} (${config.production ? 'production' : 'dev'}, ${config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`})`);
});
// Mail queued after a response is still sent before the database closes.
const stop = () => server.close(() => void backgroundSettled().then(() => db.destroy()).then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
