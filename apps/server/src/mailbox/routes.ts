import type { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { backgroundSettled } from '../http/background';
import { publicRouter, type AppEnv } from '../access';
import { query } from '../http/validate';

const mailboxQuery = z.object({ to: z.string().min(3).max(254).optional() });

/** `GET /dev/mailbox?to=ADDRESS`: the dev outbox, newest first (without `to`: every message). Mounted only outside production. */
export function mailboxRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  app.get('/dev/mailbox', async (c) => {
    const { to } = query(c, mailboxQuery);
    // Mail is sent after the response; wait for queued sends so a reader never misses one.
    await backgroundSettled();
    return c.json(to ? await deps.outbox.list(to) : await deps.outbox.all());
  });
  return app;
}
