/** A webhook configuration. */
export interface WebhookConfig {
  _id: string;
  displayName: string;
  description?: string;
  url: string;
  /**
   * The signing secret: only in the answer of `createWebhook` (shown once). Lists, reads and updates never carry it;
   * Frontegg's client reads it on every webhook, Portico's server does not send it.
   */
  secret?: string;
  eventKeys: string[];
  isActive: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** `POST /webhook/custom`. */
export interface CreateWebhookRequest {
  displayName: string;
  description?: string;
  url: string;
  /** Signs each delivery so the receiver can check it. */
  secret?: string;
  eventKeys: string[];
  isActive?: boolean;
}

/** `PATCH /webhook/{id}`: any subset of the fields. */
export type UpdateWebhookRequest = Partial<CreateWebhookRequest>;

/** Query of `GET /webhook/logs`. Unset paging takes the defaults (offset 0, limit 10). */
export interface GetWebhookLogsQuery {
  /** The webhook whose deliveries to list. */
  id: string;
  offset?: number;
  limit?: number;
}

/** One delivery of a webhook. */
export interface WebhookLog {
  _id: string;
  /** The same as `_id` (the name Frontegg's client reads). */
  id?: string;
  /** The webhook that delivered it. */
  webhookId?: string;
  tenantId?: string;
  eventKey?: string;
  url?: string;
  statusCode?: number;
  /** Response text of the receiver. */
  body?: string;
  payload?: unknown;
  createdAt: string;
  /** Delivery state: pending (retry scheduled), delivering, delivered or failed (attempts used up). */
  status?: 'pending' | 'delivering' | 'delivered' | 'failed';
  attempts?: number;
  /** How long the last attempt took. */
  durationMs?: number;
  /** When the next attempt is due (pending rows). */
  nextAttemptAt?: string;
}

/** Response of `GET /webhook/logs`: one page of deliveries. */
export interface WebhookLogsPage {
  rows: WebhookLog[];
  total: number;
  /** The same as `total` (the name Frontegg's published client reads). */
  count?: number;
}

/** `POST /webhook/test`: sends a sample event. */
export interface TestWebhookRequest {
  url: string;
  secret?: string;
  /** Portico: sign with this webhook's stored secret when `secret` is not given (the screen never holds the secret). */
  webhookId?: string;
  eventKey?: string;
  /** Sample event body. */
  payload?: unknown;
}

/** Response of `POST /webhook/test`: what the receiver answered (success is 200 or 201). */
export interface TestWebhookResult {
  statusCode: number;
  body: string;
}

/** Response of `POST /webhook/logs/{id}/retries` (the server answers 202 when the retry is accepted). */
export interface RetryWebhookResult extends Partial<WebhookLog> {
  isProcess?: boolean;
  success?: boolean;
}
