// The bench's floor for a refresh (bench/fast-paths.ts, `leanFloor`): our whole server on PORT (so sign-in works)
// and, on LEAN_PORT, a bare node:http listener over the same services. `/refresh` does only a refresh's core: the same
// one-statement rotation (`deps.sessions.rotate`), the same ES256 signature, the cookie and the JSON answer; no Hono,
// no middleware, no access layer, no validation. `/select1` makes one `select 1` round trip through the same pool.
// What the server costs above `/refresh` is the framework around it; what `/refresh` costs above `/select1` is the
// statement and the signature. Never a product path: it runs only in the bench, on loopback.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { REFRESH_COOKIE } from '../src/http/cookies';
import { claimsOf } from '../src/membership';
import { MIGRATIONS } from '../src/migrations';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir, migrations: Promise.resolve(MIGRATIONS) });
const { app, deps } = await createApp(config, db);
serve({ fetch: app.fetch, hostname: config.host, port: config.port });

const cookieOf = (req: IncomingMessage): string => {
  const header = req.headers.cookie ?? '';
  const at = header.indexOf(`${REFRESH_COOKIE}=`);
  return at < 0 ? '' : header.slice(at + REFRESH_COOKIE.length + 1).split(';')[0]!;
};
const answer = (res: ServerResponse, status: number, body: string, cookie?: string) => {
  res.writeHead(status, {
    'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store',
    ...(cookie ? { 'set-cookie': `${REFRESH_COOKIE}=${cookie}; Max-Age=${config.refreshTokenTtlSeconds}; Path=/${config.prefix}; HttpOnly; SameSite=Lax` } : {}),
  });
  res.end(body);
};

async function lean(req: IncomingMessage, res: ServerResponse): Promise<void> {
  req.resume();
  if (req.url === '/select1') {
    await sql`select 1`.execute(db);
    return answer(res, 200, '{}');
  }
  const r = await deps.sessions.rotate(cookieOf(req), { ip: req.socket.remoteAddress ?? null });
  if (!r.ok || !r.user) return answer(res, 401, '{}');
  const accessToken = await deps.tokens.sign(claimsOf(r.user, r.session, r.grants));
  answer(res, 200, JSON.stringify({ token_type: 'Bearer', accessToken, expiresIn: deps.tokens.expiresIn, userId: r.user.id, tenantId: r.session.tenant_id, tenantIds: r.grants.tenantIds }), r.refreshToken);
}

createServer((req, res) => void lean(req, res).catch(() => answer(res, 500, '{}'))).listen(Number(process.env.LEAN_PORT), config.host);
// Exit on the bench's SIGTERM (so a --cpu-prof profile is written); the bench drops the schema afterwards.
process.on('SIGTERM', () => process.exit(0));
