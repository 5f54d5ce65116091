import { z } from 'zod';

// Request payloads of the events domain; query values arrive as strings.

/** Delivery channels of connectivity events. */
export const eventChannelSchema = z.enum(['email', 'sms', 'slack', 'webhook', 'bell']);

/**
 * Query of `GET /event/resources/configurations/v1` in Frontegg's client's reading: `channels` as one comma-separated
 * list (`email,sms,slack,webhook`). With it the answer is the channel map, an array of events (see the server).
 */
export const getEventConfigurationsQuerySchema = z.object({
  channels: z.string().transform((v) => v.split(',').map((c) => c.trim()).filter(Boolean)).pipe(z.array(eventChannelSchema).min(1)).optional(),
});

/** Query of `GET /event/resources/configurations/v1/categories`: `channels` repeats per channel. */
export const getEventCategoriesQuerySchema = z.object({
  channels: z
    .union([eventChannelSchema, z.array(eventChannelSchema)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});

// ---- answers of the events calls (the reference server's shapes) ----

/** One event of the catalogue. */
export const connectivityEventResponseSchema = z.strictObject({
  id: z.string(), key: z.string(), displayName: z.string(), description: z.string().optional(), categoryId: z.string().optional(),
  channels: z.array(eventChannelSchema).optional(),
});
/** The catalogue with its channel map. */
export const eventConfigurationsResponseSchema = z.strictObject({
  events: z.array(connectivityEventResponseSchema), channelMap: z.record(z.string(), z.array(eventChannelSchema)).optional(),
});
/** The channel map (Frontegg's reading, asked for with `channels`): each event serving one of them, with its category. */
export const channelMapResponseSchema = z.array(connectivityEventResponseSchema.extend({
  vendorId: z.string(), category: z.strictObject({ id: z.string(), name: z.string(), vendorId: z.string() }),
}));
/** One category with its events. */
export const eventCategoryResponseSchema = z.strictObject({
  id: z.string(), name: z.string(), description: z.string().optional(), events: z.array(connectivityEventResponseSchema),
});
