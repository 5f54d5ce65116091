import type { ApiClient } from '../core/client';
import { WEBHOOKS } from '../core/paths';
import { request, type CallOptions } from '../core/request';
import { WEBHOOK_LOGS_DEFAULTS } from './constants';
import type {
  CreateWebhookRequest,
  GetWebhookLogsQuery,
  RetryWebhookResult,
  TestWebhookRequest,
  TestWebhookResult,
  UpdateWebhookRequest,
  WebhookConfig,
  WebhookLogsPage,
} from './types';

const byId = (id: string) => `${WEBHOOKS}/${encodeURIComponent(id)}`;

/** `GET /webhook`: the tenant's webhooks. */
export function getWebhooks(client: ApiClient, options?: CallOptions): Promise<WebhookConfig[]> {
  return request<WebhookConfig[]>(client, { signal: options?.signal, method: 'GET', path: WEBHOOKS });
}

/** `POST /webhook/custom`: creates a webhook. */
export function createWebhook(client: ApiClient, body: CreateWebhookRequest, options?: CallOptions): Promise<WebhookConfig> {
  return request<WebhookConfig>(client, { signal: options?.signal, method: 'POST', path: `${WEBHOOKS}/custom`, body });
}

/** `PATCH /webhook/{id}`: changes some fields of a webhook. */
export function updateWebhook(client: ApiClient, id: string, body: UpdateWebhookRequest, options?: CallOptions): Promise<WebhookConfig> {
  return request<WebhookConfig>(client, { signal: options?.signal, method: 'PATCH', path: byId(id), body });
}

/** `DELETE /webhook/{id}`. */
export function deleteWebhook(client: ApiClient, id: string, options?: CallOptions): Promise<void> {
  return request<void>(client, { signal: options?.signal, method: 'DELETE', path: byId(id) });
}

/** `GET /webhook/logs`: one page of a webhook's deliveries; paging defaults to offset 0, limit 10. */
export function getWebhookLogs(client: ApiClient, query: GetWebhookLogsQuery, options?: CallOptions): Promise<WebhookLogsPage> {
  return request<WebhookLogsPage>(client, {
    signal: options?.signal,
    method: 'GET',
    path: `${WEBHOOKS}/logs`,
    query: {
      id: query.id,
      offset: query.offset ?? WEBHOOK_LOGS_DEFAULTS.offset,
      limit: query.limit ?? WEBHOOK_LOGS_DEFAULTS.limit,
    },
  });
}

/** `POST /webhook/test`: sends a sample event; resolves with the receiver's status code and body. */
export function testWebhook(client: ApiClient, body: TestWebhookRequest, options?: CallOptions): Promise<TestWebhookResult> {
  return request<TestWebhookResult>(client, { signal: options?.signal, method: 'POST', path: `${WEBHOOKS}/test`, body });
}

/** `POST /webhook/logs/{id}/retries`: delivers a logged event again. */
export function retryWebhookLog(client: ApiClient, logId: string, options?: CallOptions): Promise<RetryWebhookResult> {
  return request<RetryWebhookResult>(client, {
    signal: options?.signal,
    method: 'POST',
    path: `${WEBHOOKS}/logs/${encodeURIComponent(logId)}/retries`,
  });
}
