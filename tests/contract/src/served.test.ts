import { readFileSync, writeFileSync } from 'node:fs';
import { FEATURE_FLAGS } from '@portico/server/src/vendor/flags';
import { startServer, type TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCallNames, byName, invokeEveryCall, SESSION_ENDING, type CallOutcome } from './harness/coverage';
import { publish } from './harness/report';

// The one list of calls the server does not answer yet. It may only shrink: serve a call, then remove it from here.
const LIST = new URL('../not-served.json', import.meta.url);
const REGENERATE = process.env.CONTRACT_WRITE_NOT_SERVED === '1';

let t: TestServer;
let outcomes: CallOutcome[];
let listed: string[];

beforeAll(async () => {
  t = await startServer();
  outcomes = await invokeEveryCall(t);
  publish(outcomes);
  if (REGENERATE) writeFileSync(LIST, `${JSON.stringify(outcomes.filter((o) => !o.served).map((o) => o.name), null, 2)}\n`);
  listed = JSON.parse(readFileSync(LIST, 'utf8')) as string[];
});
afterAll(async () => t?.close());

const names = (pick: (o: CallOutcome) => boolean) => outcomes.filter(pick).map((o) => o.name);

describe('every @portico/rest-api call against the reference server', () => {
  it('invokes every exported call of every domain', () => {
    expect(outcomes.map((o) => o.name)).toEqual(allCallNames());
    expect(outcomes.length).toBeGreaterThan(300);
  });

  it('the not-served list is sorted, has no duplicates and names only calls that exist', () => {
    expect(listed).toEqual([...new Set(listed)].sort(byName));
    const known = new Set(allCallNames());
    expect(listed.filter((n) => !known.has(n as never))).toEqual([]);
  });

  it('every call not on the not-served list is served (no router 404/405)', () => {
    const missing = names((o) => !o.served && !listed.includes(o.name));
    expect(missing, 'the server answers these with a router 404/405: serve them (or, if a route was removed on purpose, list them)').toEqual([]);
  });

  it('every call on the not-served list is really not served (remove the served ones from the list)', () => {
    const nowServed = names((o) => o.served && listed.includes(o.name));
    expect(nowServed, 'served now: remove these from tests/contract/not-served.json').toEqual([]);
  });

  it('names the calls that ended their session, so they can join SESSION_ENDING', () => {
    const ended = names((o) => o.endedSession && !SESSION_ENDING.has(o.name));
    expect(ended, 'these calls ended the session: add them to SESSION_ENDING in harness/coverage.ts').toEqual([]);
  });

  it('answers no call with a 5xx (bad input gets a clear 4xx)', () => {
    expect(names((o) => o.exchanges.some((x) => x.status >= 500))).toEqual([]);
  });

  it('serves every call a feature flag that is on needs', () => {
    const byName = new Map(outcomes.map((o) => [o.name as string, o]));
    const ready = Object.entries(FEATURE_FLAGS).filter(([, f]) => !f.on && f.needs.length > 0 && f.needs.every((n) => byName.get(n)?.served)).map(([k]) => k);
    if (ready.length) console.log(`[contract] flags off whose calls are all served (turn on once the feature works end to end): ${ready.join(', ')}`);
    for (const [key, flag] of Object.entries(FEATURE_FLAGS)) {
      for (const need of flag.needs) {
        expect(byName.has(need), `flag ${key} names ${need}, which is no rest-api call`).toBe(true);
        if (flag.on) expect(byName.get(need)?.served, `flag ${key} is on but ${need} is not served`).toBe(true);
      }
    }
  });
});
