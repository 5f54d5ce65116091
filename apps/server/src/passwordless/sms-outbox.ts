import type { Hono } from 'hono';
import type { Deps } from '../deps';
import { backgroundSettled } from '../http/background';
import { publicRouter, type AppEnv } from '../access';

/** `GET /dev/sms`: every text message the server sent, newest first (the dev mailbox's SMS outbox). Dev only. */
export function smsOutboxRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  app.get('/dev/sms', async (c) => {
    // Texts are sent after the response; wait for queued sends so a reader never misses one.
    await backgroundSettled();
    return c.json(await deps.outbox.listChannel('sms'));
  });
  return app;
}
