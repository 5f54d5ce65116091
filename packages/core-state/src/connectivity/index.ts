export { createConnectivityRestApi } from './api';
export type { ConnectivityApi, NotifyChannel } from './api';
export { createConnectivityStore, WEBHOOK_LOGS_PAGE_SIZE } from './store';
export type { ConnectivityState, WebhookLogsView, WebhookTestState } from './types';
export { selectConnectivityCards, selectEventNames } from './selectors';
export type { ConnectivityCard } from './selectors';
export { planEntry, planSlack } from './rules';
export type { EntryPlan, SlackPlan } from './rules';
export type { WebhookConfig, WebhookLog } from '@portico/rest-api/webhooks';
