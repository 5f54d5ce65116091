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
