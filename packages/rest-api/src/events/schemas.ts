import { z } from 'zod';

// Request payloads of the events domain; query values arrive as strings.

/** Delivery channels of connectivity events. */
export const eventChannelSchema = z.enum(['email', 'sms', 'slack', 'webhook', 'bell']);

/** Query of `GET /event/resources/configurations/v1/categories`: `channels` repeats per channel. */
export const getEventCategoriesQuerySchema = z.object({
  channels: z
    .union([eventChannelSchema, z.array(eventChannelSchema)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});
