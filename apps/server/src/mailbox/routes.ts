import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/context';
import { query } from '../http/validate';

const mailboxQuery = z.object({ to: z.string().min(3).max(254) });

/** `GET /dev/mailbox?to=ADDRESS`: the dev outbox, newest first. Mounted only outside production. */
export function mailboxRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/dev/mailbox', async (c) => c.json(await deps.outbox.list(query(c, mailboxQuery).to)));
  return app;
}
