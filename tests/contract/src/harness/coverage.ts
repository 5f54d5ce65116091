import { DOMAINS } from '../../../../packages/rest-api/test/cases';
import type { Expected } from '../../../../packages/rest-api/test/catalogue';
import type { TestServer } from '@portico/server/src/test/fixture';
import { Session, type Exchange } from './session';

/** `domain.call`, e.g. `users.getMe`: how the not-served list and the flag table name a call. */
export type CallName = `${string}.${string}`;

/** What happened when one call was invoked against the server. */
export interface CallOutcome {
  name: CallName;
  served: boolean;
  /** Every exchange of the call, including probes of catalogue requests the call did not get to send. */
  exchanges: Exchange[];
  /** The session's token stopped working after this call (the suite went on with another session). */
  endedSession: boolean;
}

/**
 * Calls that end or replace the caller's session: each runs after all the others, on a login of its own, so the
 * rest of the suite never depends on their order. Anything else found to end the session is reported by name.
 */
export const SESSION_ENDING: ReadonlySet<CallName> = new Set<CallName>([
  'auth.logout',
  'auth.oauthLogout',
  // Its sample body switches on an allow list without 127.0.0.1: the whole tenant is refused from then on (run last).
  'configurations.updateIpRestrictionsConfig',
  'users.deleteAllMySessions',
  'users.deleteMySession',
  'users.revokeUserSessions',
  'users.switchTenant',
]);

/** Code-unit order, the same on every machine (the not-served list is kept in it). */
export const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Every exported call of every rest-api domain, by name, in a fixed order. */
export function allCallNames(): CallName[] {
  return Object.entries(DOMAINS).flatMap(([domain, d]) => Object.keys(d.cases).map((call) => `${domain}.${call}` as CallName)).sort(byName);
}

/** A catalogue request the call never sent (it stopped at an earlier error): sent by hand, only to ask the router. */
async function probe(session: Session, e: Expected): Promise<void> {
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(e.method);
  await session.fetch(`${session.server.url}${e.path}`, {
    method: e.method,
    headers: { 'x-portico-source': 'portico', ...(session.token ? { authorization: `Bearer ${session.token}` } : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { body: JSON.stringify(e.body ?? {}) } : {}),
  }).then((r) => r.body?.cancel());
}

/** Invokes one call through a real client on `session`; served unless some request of it met the router's miss. */
async function invoke(session: Session, name: CallName): Promise<CallOutcome> {
  const [domain = '', call = ''] = name.split('.') as [string, string];
  const c = DOMAINS[domain]?.cases[call];
  if (!c) throw new Error(`no catalogue case for ${name}`);
  const start = session.log.length;
  await c.call(session.client()).catch(() => undefined);
  const sent = session.log.length - start;
  const expected = Array.isArray(c.expect) ? c.expect : [c.expect];
  for (const e of expected.slice(sent)) await probe(session, e);
  const exchanges = session.log.slice(start);
  if (exchanges.length === 0) throw new Error(`${name} sent no request: its catalogue case cannot tell whether the server serves it`);
  const endedSession = !(await session.alive());
  return { name, served: exchanges.every((x) => !x.routeMiss), exchanges, endedSession };
}

/** Spare sessions for calls that end their session unexpectedly (a few is plenty; running out names the calls). */
const SPARE_SESSIONS = 8;

/**
 * Invokes every call as the seeded admin: ordinary calls first on one session, then each session-ending call on its own.
 * Every session is signed in before the first call runs, because sample bodies may change login policies (force MFA,
 * lockout...) and so no later login depends on what an earlier call did.
 */
export async function invokeEveryCall(server: TestServer): Promise<CallOutcome[]> {
  const names = allCallNames();
  const ordinary = names.filter((n) => !SESSION_ENDING.has(n));
  // A call that locks the tenant out goes after every other session-ending call, which then still reach their routes.
  const locksTenant = (n: CallName) => Number(n === 'configurations.updateIpRestrictionsConfig');
  const last = names.filter((n) => SESSION_ENDING.has(n)).sort((a, b) => locksTenant(a) - locksTenant(b));
  const pool: Session[] = [];
  for (let i = 0; i < 1 + last.length + SPARE_SESSIONS; i++) {
    const s = new Session(server);
    await s.login();
    pool.push(s);
  }
  const take = (after: CallName[]) => {
    const s = pool.shift();
    if (!s) throw new Error(`these calls ended the session; add them to SESSION_ENDING: ${after.join(', ')}`);
    return s;
  };
  const outcomes: CallOutcome[] = [];
  let session = take([]);
  for (const name of ordinary) {
    const outcome = await invoke(session, name);
    outcomes.push(outcome);
    if (outcome.endedSession) session = take(outcomes.filter((o) => o.endedSession).map((o) => o.name));
  }
  for (const name of last) outcomes.push(await invoke(take([name]), name));
  return outcomes.sort((a, b) => byName(a.name, b.name));
}
