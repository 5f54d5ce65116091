import { loadConfig } from './config';
import { startupFailure } from './startup';
import { KEY_REFRESH_SECONDS } from './tokens/keyring';

// `pnpm --filter @portico/server rotate-key [--publish-seconds N]`: stores a new signing key, published now and signing
// after N seconds (default 600: past every instance's key refresh and any JWKS cache); earlier keys verify until the
// tokens they signed expire. Uses the server's own settings (DATABASE_URL / DATABASE_SCHEMA or DATA_DIR).
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

let url: string | undefined;
try {
  const config = loadConfig();
  url = config.databaseUrl;
  const publishSeconds = Number(arg('--publish-seconds') ?? 600);
  if (!Number.isInteger(publishSeconds) || publishSeconds < 0) throw new Error('--publish-seconds must be a whole number of seconds');
  const [{ openDatabase }, { rotateSigningKey }, { publishChange }, { MIGRATIONS }] = await Promise.all([import('./db/connect'), import('./tokens/keys'), import('./db/notify'), import('./migrations')]);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir, lockOwner: { tool: 'key rotation' }, migrations: MIGRATIONS });
  // Previous keys outlive the longest token they may have signed just before the switch, plus two key refreshes.
  const retireSeconds = config.accessTokenTtlSeconds + 2 * KEY_REFRESH_SECONDS;
  const r = await rotateSigningKey(db, { publishSeconds, retireSeconds });
  // Running instances on PostgreSQL reload their keys now rather than at their next refresh.
  if (config.databaseUrl) await publishChange(db, config.databaseSchema, 'keys');
  await db.destroy();
  console.log(`[portico-server] new signing key ${r.kid}: published now, signs from ${r.activatesAt.toISOString()}; earlier keys verify until ${r.previousExpireAt.toISOString()}`);
} catch (e) {
  console.error(`[portico-server] cannot rotate: ${startupFailure(e, url ?? process.env.DATABASE_URL)}`);
  process.exit(1);
}
