import type { EventCategory } from '@portico/rest-api/events';
import type { ChannelConfiguration, SlackSubscription, SlackSubscriptionRequest } from '@portico/rest-api/integrations';
import type { CreateWebhookRequest, WebhookConfig, WebhookLog } from '@portico/rest-api/webhooks';
import type { ActionState, DialogState, Loadable } from '../shared/status';
import type { NotifyChannel } from './api';

/** One page of a webhook's delivery log. */
export interface WebhookLogsView {
  webhookId: string | null;
  offset: number;
  rows: WebhookLog[];
  total: number;
}

/** The last "test" of a webhook: success on 200 or 201, else failed with the receiver's text. */
export interface WebhookTestState {
  status: 'idle' | 'loading' | 'success' | 'error';
  statusCode?: number;
  error?: string;
}

/** State of `admin.connectivity`: events catalogue, webhooks with logs, e-mail / SMS entries, slack subscriptions. */
export interface ConnectivityState {
  categories: Loadable<EventCategory[]>;
  webhooks: Loadable<WebhookConfig[]>;
  email: Loadable<ChannelConfiguration[]>;
  sms: Loadable<ChannelConfiguration[]>;
  slack: Loadable<SlackSubscription[]>;
  logs: Loadable<WebhookLogsView>;
  /** `webhook`: create (no target) or edit (target = id); `remove`: target = id; `notify`: target = event key. */
  dialogs: { webhook: DialogState; remove: DialogState; notify: DialogState };
  test: WebhookTestState;
  /** The signing secret the server generated for a webhook just created: shown once, until dismissed. */
  createdSecret: CreatedWebhookSecret | null;
  /** Retry of a log row (target in `retrying`). */
  retry: ActionState & { logId?: string };
  save: ActionState;
  /** Loads everything; failures stay silent on screen (spec: connectivity load failures are silent). */
  load(): Promise<void>;
  openDialog(name: ConnectivityDialog, id?: string): void;
  closeDialog(name: ConnectivityDialog): void;
  /** Creates (no id) or changes a webhook. */
  saveWebhook(body: CreateWebhookRequest, id?: string): Promise<boolean>;
  deleteWebhook(id: string): Promise<boolean>;
  /** One page (offset 0, limit 10 by default) of a webhook's deliveries. */
  loadLogs(webhookId: string, offset?: number): Promise<boolean>;
  /** Sends a sample event; without `secret`, `webhookId` names the webhook whose stored secret signs it (edit screen). */
  testWebhook(input: { url: string; secret?: string; webhookId?: string; eventKey?: string }): Promise<boolean>;
  /** Forgets {@link ConnectivityState.createdSecret} (the person copied it, or chose not to). */
  dismissSecret(): void;
  /** Queues a logged delivery again (success on 202), then reloads the page of logs. */
  retryLog(logId: string): Promise<boolean>;
  /** Spec §5: posted only with a non-empty recipient, updated when different, deleted when all recipients are emptied. */
  saveEntry(channel: NotifyChannel, eventKey: string, recipients: string[], enabled?: boolean): Promise<boolean>;
  /** Spec §5: created with no id when the first event has channels, updated when changed with channels, deleted with id and no channels. */
  saveSlack(subscription: SlackSubscriptionRequest & { id?: string }): Promise<boolean>;
  /** The `notify` dialog: sets one event's e-mail recipients, SMS numbers and Slack channels, each by the spec §5 rules. */
  saveNotifications(eventKey: string, next: NotificationTargets): Promise<boolean>;
}

/** A generated webhook signing secret, shown once after the webhook is created. */
export interface CreatedWebhookSecret {
  webhookId: string;
  displayName: string;
  secret: string;
}

/** The dialogs of the connectivity page. */
export type ConnectivityDialog = 'webhook' | 'remove' | 'notify';

/** Who hears about one event: e-mail addresses, phone numbers and Slack incoming-webhook URLs (empty lists unsubscribe). */
export interface NotificationTargets {
  email: string[];
  sms: string[];
  slack: string[];
}
