import type { Hono } from 'hono';
import {
  getNotificationsQuerySchema, notificationPinStatusParamsSchema, updateNotificationPinStatusSchema, updateNotificationStatusSchema,
} from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { signedInRouter, requirePermission, type AppEnv, type Ctx } from '../access';
import { notFound } from '../http/errors';
import { body, bodyRead, check, query } from '../http/validate';
import { listNotifications, markAllRead, setPinned, setStatus, type Owner } from './repo';
import { NOTIFICATIONS_PAGE, notificationView } from './service';

/** The bell belongs to its user: a permission to read it, and every query scoped to the caller in the token's tenant. */
const READ = 'fe.connectivity.read.bellNotifications';
const owner = (c: Ctx): Owner => ({ tenantId: c.get('principal').tenantId, userId: c.get('principal').sub });
/** Frontegg's client wraps the status fields in `params`. */
const fromParams = (raw: unknown) => {
  const r = raw as { params?: unknown; notificationId?: unknown } | null;
  return r && typeof r === 'object' && r.params !== undefined && r.notificationId === undefined ? r.params : raw;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A malformed id is nobody's notification: the same 404 as another user's.
const known = (id: string) => {
  if (!UUID.test(id)) throw notFound();
  return id;
};

/** `/notification`: the caller's bell notifications (list, status, pin, mark all read). */
export function notificationRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const read = requirePermission(READ);

  app.get('/', read, async (c) => {
    const q = query(c, getNotificationsQuerySchema);
    const limit = Math.min(q.limit ?? NOTIFICATIONS_PAGE.default, NOTIFICATIONS_PAGE.max);
    return c.json((await listNotifications(deps.db, owner(c), q.offset ?? 0, limit)).map(notificationView));
  });

  app.put('/status', read, async (c) => {
    const { notificationId, status } = await bodyRead(c, updateNotificationStatusSchema, fromParams);
    if (!(await setStatus(deps.db, owner(c), known(notificationId), status))) throw notFound();
    return c.json({});
  });

  app.post('/status/mark-all-read', read, async (c) => {
    await markAllRead(deps.db, owner(c));
    return c.json({});
  });

  app.put('/:pinStatus', read, async (c) => {
    const { pinStatus } = check(notificationPinStatusParamsSchema, { pinStatus: c.req.param('pinStatus') });
    const { notificationId } = await body(c, updateNotificationPinStatusSchema);
    if (!(await setPinned(deps.db, owner(c), known(notificationId), pinStatus === 'pin'))) throw notFound();
    return c.json({});
  });
  return app;
}
