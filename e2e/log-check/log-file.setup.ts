import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ENV, LOG_DIR } from '../pages/env';

// Runs before the journeys: proves the server writes its JSON log lines to the file the after-run grep reads.
test('the server writes one JSON log line per request, with its request id, to the run log', async ({ request }) => {
  const id = `e2e-log-${Date.now().toString(36)}`;
  const res = await request.get(`${ENV.server}/healthz`, { headers: { 'x-request-id': id } });
  expect(res.headers()['x-request-id']).toBe(id);
  const file = join(LOG_DIR, 'server.log');
  await expect.poll(() => (existsSync(file) ? readFileSync(file, 'utf8') : '')).toContain(`"reqId":"${id}"`);
  const line = readFileSync(file, 'utf8').split('\n').find((l) => l.includes(id))!;
  expect(JSON.parse(line)).toMatchObject({ level: 30, reqId: id, method: 'GET', path: '/healthz', status: 200 });
});
