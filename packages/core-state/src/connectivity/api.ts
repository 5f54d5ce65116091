import type { ApiClient } from '@portico/rest-api';
import { getEventCategories, type EventCategory } from '@portico/rest-api/events';
import * as I from '@portico/rest-api/integrations';
import type { ChannelConfiguration, SlackSubscription, SlackSubscriptionRequest } from '@portico/rest-api/integrations';
import * as W from '@portico/rest-api/webhooks';
import type {
  CreateWebhookRequest, RetryWebhookResult, TestWebhookRequest, TestWebhookResult, UpdateWebhookRequest, WebhookConfig, WebhookLogsPage,
} from '@portico/rest-api/webhooks';

/** E-mail or SMS. */
export type NotifyChannel = 'email' | 'sms';

/** The calls the connectivity store makes (REST or preview). */
export interface ConnectivityApi {
  getEventCategories(): Promise<EventCategory[]>;
  getWebhooks(): Promise<WebhookConfig[]>;
  createWebhook(body: CreateWebhookRequest): Promise<WebhookConfig>;
  updateWebhook(id: string, body: UpdateWebhookRequest): Promise<WebhookConfig>;
  deleteWebhook(id: string): Promise<void>;
  getWebhookLogs(id: string, offset: number, limit: number): Promise<WebhookLogsPage>;
  testWebhook(body: TestWebhookRequest): Promise<TestWebhookResult>;
  retryWebhookLog(logId: string): Promise<RetryWebhookResult>;
  getEntries(channel: NotifyChannel): Promise<ChannelConfiguration[]>;
  createEntry(channel: NotifyChannel, body: ChannelConfiguration): Promise<ChannelConfiguration>;
  updateEntry(channel: NotifyChannel, eventKey: string, body: Omit<ChannelConfiguration, 'eventKey'>): Promise<ChannelConfiguration>;
  deleteEntry(channel: NotifyChannel, eventKey: string): Promise<void>;
  getSlackSubscriptions(): Promise<SlackSubscription[]>;
  createSlackSubscription(body: SlackSubscriptionRequest): Promise<SlackSubscription>;
  updateSlackSubscription(id: string, body: SlackSubscriptionRequest): Promise<SlackSubscription>;
  deleteSlackSubscription(id: string): Promise<void>;
}

/** {@link ConnectivityApi} over `@portico/rest-api` (v1 e-mail and SMS entries). */
export const createConnectivityRestApi = (client: ApiClient): ConnectivityApi => ({
  getEventCategories: () => getEventCategories(client),
  getWebhooks: () => W.getWebhooks(client),
  createWebhook: (body) => W.createWebhook(client, body),
  updateWebhook: (id, body) => W.updateWebhook(client, id, body),
  deleteWebhook: (id) => W.deleteWebhook(client, id),
  getWebhookLogs: (id, offset, limit) => W.getWebhookLogs(client, { id, offset, limit }),
  testWebhook: (body) => W.testWebhook(client, body),
  retryWebhookLog: (logId) => W.retryWebhookLog(client, logId),
  getEntries: (ch) => (ch === 'email' ? I.getEmailConfigurations(client) : I.getSmsConfigurations(client)),
  createEntry: (ch, body) => (ch === 'email' ? I.createEmailConfiguration(client, body) : I.createSmsConfiguration(client, body)),
  updateEntry: (ch, key, body) => (ch === 'email' ? I.updateEmailConfiguration(client, key, body) : I.updateSmsConfiguration(client, key, body)),
  deleteEntry: (ch, key) => (ch === 'email' ? I.deleteEmailConfiguration(client, key) : I.deleteSmsConfiguration(client, key)),
  getSlackSubscriptions: () => I.getSlackSubscriptions(client),
  createSlackSubscription: (body) => I.createSlackSubscription(client, body),
  updateSlackSubscription: (id, body) => I.updateSlackSubscription(client, id, body),
  deleteSlackSubscription: (id) => I.deleteSlackSubscription(client, id),
});
