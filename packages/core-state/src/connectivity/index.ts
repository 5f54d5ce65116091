export { createConnectivityRestApi } from './api';
export type { ConnectivityApi, NotifyChannel } from './api';
export { createConnectivityStore, WEBHOOK_LOGS_PAGE_SIZE } from './store';
export type { ConnectivityDialog, ConnectivityState, CreatedWebhookSecret, NotificationTargets, WebhookLogsView, WebhookTestState } from './types';
export { selectConnectivityCards, selectEventNames, selectNotificationRows } from './selectors';
export type { ConnectivityCard, NotificationRow } from './selectors';
export { planEntry, planSlack, slackRequestFor } from './rules';
export type { EntryPlan, SlackPlan } from './rules';
export type { WebhookConfig, WebhookLog } from '@portico/rest-api/webhooks';
