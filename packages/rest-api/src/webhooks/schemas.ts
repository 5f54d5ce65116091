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
  webhookId: text.optional(),
  eventKey: text.optional(),
  payload: z.unknown().optional(),
});

// ---- answers of the webhooks calls (the reference server's shapes) ----

const isoDate = z.iso.datetime({ offset: true });

/** One webhook as lists, reads and updates answer it: never its signing secret. */
export const webhookResponseSchema = z.strictObject({
  _id: z.string(), displayName: z.string(), description: z.string().optional(), url: z.string(),
  eventKeys: z.array(z.string()), isActive: z.boolean(), createdAt: isoDate.optional(), updatedAt: isoDate.optional(),
});
/** The answer that creates a webhook: the one time its signing secret is shown. */
export const createdWebhookResponseSchema = webhookResponseSchema.extend({ secret: z.string() });
/** One delivery: the receiver's answer and the delivery state. */
export const webhookLogResponseSchema = z.strictObject({
  _id: z.string(), id: z.string(), webhookId: z.string().optional(), tenantId: z.string().optional(), eventKey: z.string().optional(), url: z.string().optional(), statusCode: z.number().int().optional(), body: z.string().optional(),
  payload: z.unknown().optional(), createdAt: isoDate, status: z.enum(['pending', 'delivering', 'delivered', 'failed']).optional(),
  attempts: z.number().int().optional(), durationMs: z.number().int().optional(), nextAttemptAt: isoDate.optional(),
});
/** A page of deliveries. */
// count: the published client's name for total; both are answered.
export const webhookLogsPageResponseSchema = z.strictObject({ rows: z.array(webhookLogResponseSchema), total: z.number().int(), count: z.number().int() });
/** Answer of the test call. */
export const testWebhookResponseSchema = z.strictObject({ statusCode: z.number().int(), body: z.string() });
/** Answer of the retry call: the result and the log entry queued again (Frontegg's client reads the entry). */
export const retryWebhookResponseSchema = webhookLogResponseSchema.partial().extend({ isProcess: z.boolean().optional(), success: z.boolean().optional() });
