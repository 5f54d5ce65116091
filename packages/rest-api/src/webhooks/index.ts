export { getWebhooks, createWebhook, updateWebhook, deleteWebhook, getWebhookLogs, testWebhook, retryWebhookLog } from './calls';
export { WEBHOOK_LOGS_DEFAULTS } from './constants';
export type {
  WebhookConfig,
  CreateWebhookRequest,
  UpdateWebhookRequest,
  GetWebhookLogsQuery,
  WebhookLog,
  WebhookLogsPage,
  TestWebhookRequest,
  TestWebhookResult,
  RetryWebhookResult,
} from './types';
