import { z } from 'zod';

// Request payloads of the webhooks domain; query values arrive as strings.

const text = z.string().min(1);
/** Webhook targets are plain web addresses. */
const targetUrl = z.url({ protocol: /^https?$/ });

/** `POST /webhook/custom`. */
export const createWebhookSchema = z.object({
  displayName: text,
  description: z.string().optional(),
  url: targetUrl,
  secret: z.string().optional(),
  eventKeys: z.array(text).min(1),
  isActive: z.boolean().optional(),
});

/** `PATCH /webhook/{id}`: any subset of the fields. */
export const updateWebhookSchema = createWebhookSchema.partial();

/** Query of `GET /webhook/logs`. */
export const getWebhookLogsQuerySchema = z.object({
  id: text,
  offset: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).optional(),
});

/** `POST /webhook/test`: sends a sample event to `url` (the reply carries the target's statusCode and body). */
export const testWebhookSchema = z.object({
  url: targetUrl,
  secret: z.string().optional(),
  eventKey: text.optional(),
  payload: z.unknown().optional(),
});
