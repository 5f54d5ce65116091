import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ENV, LOG_DIR } from '../pages/env';
import { findLeaks, passwordsInSource, secretsFromOutbox, type KnownSecret, type OutboxMessage } from './secrets';

const E2E = new URL('../', import.meta.url);

function fixturePasswords(): KnownSecret[] {
  const values = new Set<string>([ENV.password]);
  for (const dir of ['tests', 'pages']) {
    const path = new URL(`${dir}/`, E2E);
    for (const f of readdirSync(path).filter((n) => n.endsWith('.ts'))) {
      for (const p of passwordsInSource(readFileSync(new URL(f, path), 'utf8'))) values.add(p);
    }
  }
  return [...values].map((value) => ({ kind: 'fixture password', value }));
}

// Runs after every journey (the `teardown` of the log-file project): the whole run's server log must hold no JWT, no
// password, no one-time code, no link token, no refresh cookie and no SCIM / API bearer secret.
test('no token, password or code in any server log line of the run', async ({ request }) => {
  const mail = await request.get(`${ENV.server}/dev/mailbox`);
  expect(mail.status()).toBe(200);
  const recorded = join(LOG_DIR, 'secrets.jsonl');
  const known: KnownSecret[] = [
    ...fixturePasswords(),
    ...secretsFromOutbox((await mail.json()) as OutboxMessage[]),
    ...(existsSync(recorded) ? readFileSync(recorded, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as KnownSecret) : []),
  ];
  const log = readFileSync(join(LOG_DIR, 'server.log'), 'utf8');
  expect(log.split('\n').length).toBeGreaterThan(1);
  const leaks = findLeaks(log, known);
  test.info().annotations.push({ type: 'checked', description: `${log.split('\n').length - 1} log lines against ${known.length} known secrets` });
  expect(leaks.slice(0, 20)).toEqual([]);
});
