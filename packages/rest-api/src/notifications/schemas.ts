import { z } from 'zod';

// Request payloads of the notifications domain; query values arrive as strings.

const count = z.coerce.number().int().min(0);

/** Query of `GET /notification`. */
export const getNotificationsQuerySchema = z.object({
  offset: count.optional(),
  limit: z.coerce.number().int().min(1).optional(),
});

/** `PUT /notification/status`. */
export const updateNotificationStatusSchema = z.object({
  notificationId: z.string().min(1),
  status: z.enum(['read', 'unread', 'archived']),
});

/** Path parameter of `PUT /notification/{pinStatus}`. */
export const notificationPinStatusParamsSchema = z.object({ pinStatus: z.enum(['pin', 'unpin']) });

/** `PUT /notification/{pinStatus}`. */
export const updateNotificationPinStatusSchema = z.object({ notificationId: z.string().min(1) });

/** One item of `GET /notification` as the server answers it. */
export const notificationResponseSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string(),
  body: z.string().optional(),
  severity: z.enum(['info', 'warning', 'error', 'success']).optional(),
  status: z.enum(['read', 'unread', 'archived']),
  isPinned: z.boolean().optional(),
  url: z.string().optional(),
  createdAt: z.iso.datetime({ offset: true }),
});
