// The cost guard: SQL statements and rows touched by each hot request, against request-cost.budget (README, "Cost guard").
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFlow } from './attack-kit';
import { StatementCounter, type RequestCost } from '../db/statement-count';
import { backgroundSettled } from '../http/background';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, startServer, type Browser, type TestServer } from './fixture';
import { ID, refresh } from './users-admin';

const BUDGET = new URL('./request-cost.budget', import.meta.url);
const LOWER = 'UPDATE_COST_BUDGET=lower pnpm vitest run --project @portico/server apps/server/src/test/request-cost.test.ts';

interface Line { statements: number; rows: number }

const readBudget = (): Map<string, Line> => new Map(readFileSync(BUDGET, 'utf8').split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => l.trim().split(/\s+/))
  .map(([name, statements, rows]) => [name!, { statements: Number(statements), rows: Number(rows) }]));

/** Rewrites the budget's lines whose request got cheaper (only lowers; a raise is an edit by hand). */
function lowerBudget(measured: Map<string, Line>): void {
  const text = readFileSync(BUDGET, 'utf8').split('\n').map((l) => {
    const [name, statements, rows] = l.trim().split(/\s+/);
    const m = measured.get(name ?? '');
    if (l.startsWith('#') || !m || !statements || !rows) return l;
    return `${name!.padEnd(24)} ${String(Math.min(m.statements, Number(statements))).padStart(10)} ${String(Math.min(m.rows, Number(rows))).padStart(6)}`;
  });
  writeFileSync(BUDGET, text.join('\n'));
}

const counter = new StatementCounter();
let t: TestServer;
let member: { browser: Browser; accessToken: string };
let admin = '';
let apiToken: { clientId: string; secret: string };
const costs = new Map<string, RequestCost>();

const form = (b: Browser, body: Record<string, string>) =>
  b.fetch('/oauth/token', { method: 'POST', body: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const ok = async (res: Promise<{ status: number; text: string }>) => {
  const r = await res;
  if (r.status >= 300) throw new Error(`${r.status} ${r.text}`);
};

/** Each hot request, as a client sends it. */
const requests: Record<string, () => Promise<unknown>> = {
  'refresh': () => ok(refresh(member.browser)),
  'me': () => ok(member.browser.fetch(`${ID}/users/v2/me`, { token: member.accessToken })),
  'login': () => ok(t.browser().fetch(`${ID}/auth/v1/user`, { json: { email: DEMO_MEMBER, password: DEMO_PASSWORD } })),
  'api-token-exchange': () => ok(t.browser().fetch(`${ID}/auth/v1/api-token`, { json: apiToken })),
  'client-credentials': () => ok(form(t.browser(), { grant_type: 'client_credentials', client_id: apiToken.clientId, client_secret: apiToken.secret })),
  'users-list': () => ok(t.browser().fetch(`${ID}/users/v3?_limit=20`, { token: admin })),
};

/** The code exchange is measured inside the flow: authorize (not counted) hands out the code the exchange uses up. */
async function measureCodeExchange(): Promise<RequestCost> {
  let started = false;
  const { token } = await codeFlow(member.browser, async () => {
    counter.start();
    started = true;
  });
  if (!started) throw new Error('authorize gave no code');
  const cost = await counter.stop(backgroundSettled);
  if (!token || token.status !== 200) throw new Error(`code exchange ${token?.status} ${token?.text}`);
  return cost;
}

/** Measures one request three times: the first warms what a server loads once; the other two must agree. */
async function measureRequest(name: string, measure: () => Promise<RequestCost>): Promise<void> {
  await measure();
  const [a, b] = [await measure(), await measure()];
  expect({ statements: b.statements, rows: b.rows }, `${name} costs differently each time:\n${a.sql.join('\n')}\n---\n${b.sql.join('\n')}`)
    .toEqual({ statements: a.statements, rows: a.rows });
  costs.set(name, b);
}

beforeAll(async () => {
  t = await startServer({}, { counter });
  member = await t.login(DEMO_MEMBER);
  admin = (await t.login(DEMO_ADMIN)).accessToken;
  const b = t.browser();
  const roles = (await b.fetch(`${ID}/roles/v1`, { token: admin })).data as { id: string; key: string }[];
  const readOnly = roles.find((r) => r.key === 'ReadOnly')!.id;
  // A tenant with a few members for the admin list (the seed has two).
  for (const n of [1, 2, 3]) await ok(b.fetch(`${ID}/users/v2`, { json: { email: `cost-${n}@acme.test`, name: `Cost ${n}`, roleIds: [readOnly] }, token: admin }));
  const created = await b.fetch(`${ID}/tenants/api-tokens/v2`, { json: { description: 'cost guard', roleIds: [readOnly], expiresInMinutes: 60 }, token: admin });
  apiToken = { clientId: created.data.clientId as string, secret: created.data.secret as string };
});
afterAll(async () => t?.close());

describe('cost guard: SQL statements and rows per hot request', () => {
  for (const [name, send] of Object.entries(requests)) it(`measures ${name}`, () => measureRequest(name, () => counter.measure(send, backgroundSettled)));
  it('measures code-exchange', () => measureRequest('code-exchange', measureCodeExchange));

  it('stays within request-cost.budget', () => {
    const budget = readBudget();
    const rows = [...costs].map(([name, c]) => ({ name, c, b: budget.get(name) }));
    const table = rows.map(({ name, c, b }) => `${name.padEnd(20)} ${`${c.statements}`.padStart(4)} / ${b?.statements ?? '?'}`.padEnd(34)
      + `${`${c.rows}`.padStart(5)} / ${b?.rows ?? '?'}`.padEnd(14) + `after response: ${c.background.statements} statements, ${c.background.rows} rows`);
    // COST_SQL=1 lists every request's statements (what a cut would work on).
    if (process.env.COST_SQL) for (const [n, c] of costs) console.log(`${n}:\n  ${c.sql.join('\n  ')}\n  after the response:\n  ${c.background.sql.join('\n  ')}`);
    console.log(`request              statements (now / budget)   rows (now / budget)\n${table.join('\n')}`);
    const over = rows.filter(({ c, b }) => !b || c.statements > b.statements || c.rows > b.rows);
    const under = rows.filter(({ c, b }) => b && (c.statements < b.statements || c.rows < b.rows));
    if (under.length && process.env.UPDATE_COST_BUDGET === 'lower') lowerBudget(new Map(rows.map(({ name, c }) => [name, c])));
    const overText = over.map(({ name, c }) => `${name} costs more than its budget (or has none). Its statements now:\n  ${c.sql.join('\n  ')}`).join('\n');
    expect(over.map((o) => o.name), `${overText}\nIf the new cost is deliberate, raise the request's line in apps/server/src/test/request-cost.budget by hand and say why in the commit.`).toEqual([]);
    // A request the budget names but that was not measured (its test failed) must not pass unseen.
    expect([...budget.keys()].filter((n) => !costs.has(n)), 'budgeted requests not measured').toEqual([]);
    if (process.env.UPDATE_COST_BUDGET !== 'lower') {
      expect(under.map((u) => u.name), `cheaper than the budget: lower it with\n  ${LOWER}`).toEqual([]);
    }
  });
});
