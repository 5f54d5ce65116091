import { afterAll, beforeAll, describe } from 'vitest';
import { startServer, type TestServer } from '../test/fixture';
import { matrixTests, signInCallers, type MatrixCase, type Who } from '../test/isolation';
import { ID } from '../test/users-admin';

// Every security-centre route × (own admin; another tenant's admin, also naming our tenant in the scoped-tenant header;
// our member without the permission; the read-only member for writes) → only our admin reads our figures or mails our members.

let t: TestServer;
const tok: Record<Who, string> = { own: '', other: '', otherScoped: '', noRole: '', member: '' };
let acme = '';
const send = (path: string, token: string, headers: Record<string, string>, init: { method?: string } = {}) => t.browser().fetch(path, { ...init, token, headers });

beforeAll(async () => {
  t = await startServer();
  acme = await signInCallers(t, tok);
  // Our tenant's tell-tale: one member flagged with a breached password (the other tenant has none).
  await t.db.updateTable('users').set({ password_breached: true }).where('email', '=', 'norole@acme.test').execute();
});
afterAll(async () => t?.close());

const mails = async (to: string) => ((await (await fetch(`${t.url}/dev/mailbox?to=${to}`)).json()) as unknown[]).length;
const breachedCount = (items: { code: string; metadata?: { count?: number } }[] | undefined) => items?.find((i) => i.code === 'BREACHED_PASSWORDS')?.metadata?.count ?? 0;
const SC = '/security-center/resources/v1';

const CASES: MatrixCase[] = [
  { name: 'GET recommendations', write: false, run: (tk, h) => send(`${SC}/recommendations`, tk, h), affected: async (r) => breachedCount(r.data?.items) === 1 },
  { name: 'GET insights', write: false, run: (tk, h) => send(`${SC}/insights`, tk, h), affected: async (r) => breachedCount(r.data?.items) === 1 },
  // Frontegg's client's paths: the same handlers, so the same answers to every caller.
  { name: 'GET recommendations/v1', write: false, run: (tk, h) => send('/security-center/resources/recommendations/v1', tk, h), affected: async (r) => breachedCount(r.data?.recommendations?.items) === 1 },
  { name: 'GET insights/v1', write: false, run: (tk, h) => send('/security-center/resources/insights/v1', tk, h), affected: async (r) => breachedCount(r.data?.insights?.items) === 1 },
  { name: 'POST breached reset bulk', write: true, setup: async () => String(await mails('norole@acme.test')),
    run: (tk, h) => send(`${ID}/users/v1/passwords/breached/reset/bulk`, tk, h, { method: 'POST' }),
    affected: async (_r, before) => (await mails('norole@acme.test')) > Number(before) },
];

describe('cross-tenant matrix of the security-centre routes', () => {
  matrixTests(CASES, tok, () => acme);
});
