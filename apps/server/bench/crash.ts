// kill -9 during 50 concurrent sign-ups: the server is killed once 10 sign-ups have been answered 2xx (the rest are
// in flight); after a restart on the same database every sign-up that got a 2xx must exist.
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connect';
import { MIGRATIONS } from '../src/migrations';
import { killServer, startServer, stopServer, type Server } from './lib';

/** What the crash run saw. */
export interface CrashFigures {
  database: string;
  sent: number;
  answered2xx: number;
  answeredOther: Record<string, number>;
  cutOff: number;
  missingAfterRestart: number;
  restartMs: number;
}

export async function crashDuringSignUps(o: { port: number; db: string; schema?: string; label: string }): Promise<CrashFigures> {
  const s: Server = await startServer({ port: o.port, db: o.db, schema: o.schema });
  const run = Date.now().toString(36);
  const emails = Array.from({ length: 50 }, (_, i) => `crash-${run}-${i}@bench.test`);
  const ok: string[] = [];
  const other: Record<string, number> = {};
  let cutOff = 0;
  let killed: Promise<void> | undefined;
  await Promise.all(emails.map(async (email) => {
    try {
      const res = await fetch(`${s.id}/users/v1/signUp`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-portico-source': 'portico' },
        body: JSON.stringify({ email, name: 'Crash test', companyName: `Crash ${email}`, password: 'crash test long password 42' }),
      });
      await res.text();
      if (res.ok) ok.push(email);
      else other[res.status] = (other[res.status] ?? 0) + 1;
      // The 10th 2xx pulls the plug while the others are still being written.
      if (ok.length >= 10 && !killed) killed = killServer(s);
    } catch {
      cutOff++;
    }
  }));
  await (killed ?? killServer(s));
  const again = await startServer({ port: o.port, db: o.db, schema: o.schema });
  const restartMs = again.startMs;
  await stopServer(again);
  const db = await openDatabase(o.db.startsWith('postgres') ? { databaseUrl: o.db, schema: o.schema, migrations: MIGRATIONS } : { dataDir: o.db, migrations: MIGRATIONS });
  const { rows } = await sql<{ email: string }>`select email from users where email like ${`crash-${run}-%`}`.execute(db);
  await db.destroy();
  const stored = new Set(rows.map((r) => r.email));
  return { database: o.label, sent: emails.length, answered2xx: ok.length, answeredOther: other, cutOff, missingAfterRestart: ok.filter((e) => !stored.has(e)).length, restartMs };
}
