import type { StoreApi } from 'zustand/vanilla';
import { adminErrorMessage, closedDialog, idle, idleAction, openDialogState } from '../shared/status';
import { runDialog } from '../shared/dialog';
import { loadInto } from '../shared/load';
import { createFlowStore } from '../shared/store';
import type { SlackSubscriptionRequest } from '@portico/rest-api/integrations';
import type { ConnectivityApi, NotifyChannel } from './api';
import { planEntry, planSlack, slackRequestFor } from './rules';
import type { ConnectivityState, WebhookLogsView } from './types';

/** Spec: webhook logs are read offset 0, limit 10. */
export const WEBHOOK_LOGS_PAGE_SIZE = 10;
const TEST_OK = new Set([200, 201]);

/** Creates the connectivity store: catalogue, webhooks (CRUD, logs, test, retry), e-mail / SMS entries and slack subscriptions. */
export function createConnectivityStore(deps: { api: ConnectivityApi }): StoreApi<ConnectivityState> {
  const { api } = deps;
  return createFlowStore<ConnectivityState>((set, get) => {
    const action = async (call: () => Promise<unknown>, reload: () => Promise<unknown>) => {
      set((s) => void (s.save = { status: 'loading' }));
      try {
        await call();
        await reload();
        set((s) => void (s.save = { status: 'success' }));
        return true;
      } catch (error) {
        set((s) => void (s.save = { status: 'error', error: adminErrorMessage(error) }));
        return false;
      }
    };
    const loadWebhooks = () => loadInto(set, 'webhooks', () => api.getWebhooks());
    const reloadChannel = (channel: NotifyChannel | 'slack') => () =>
      (channel === 'slack' ? loadInto(set, 'slack', () => api.getSlackSubscriptions()) : loadInto(set, channel, () => api.getEntries(channel)));
    /** The call that applies spec §5 to an e-mail / SMS entry, or undefined when nothing changes. */
    const entryCall = (channel: NotifyChannel, eventKey: string, recipients: string[], enabled?: boolean) => {
      const existing = get()[channel].data.find((e) => e.eventKey === eventKey);
      const plan = planEntry(existing, recipients, enabled);
      if (plan.kind === 'none') return undefined;
      if (plan.kind === 'delete') return () => api.deleteEntry(channel, eventKey);
      const body = { enabled: enabled ?? existing?.enabled ?? true, recipients: plan.recipients };
      return () => (plan.kind === 'create' ? api.createEntry(channel, { eventKey, ...body }) : api.updateEntry(channel, eventKey, body));
    };
    /** The call that applies spec §5 to a slack subscription, or undefined when nothing changes. */
    const slackCall = (next: SlackSubscriptionRequest & { id?: string }) => {
      const existing = next.id ? get().slack.data.find((s) => s.id === next.id) : undefined;
      const plan = planSlack(existing, next);
      const body = { slackEvents: next.slackEvents, ...(next.isActive !== undefined ? { isActive: next.isActive } : {}) };
      if (plan === 'none') return undefined;
      if (plan === 'delete') return () => api.deleteSlackSubscription(next.id!);
      return () => (plan === 'create' ? api.createSlackSubscription(body) : api.updateSlackSubscription(next.id!, body));
    };
    return {
      categories: idle([]),
      webhooks: idle([]),
      email: idle([]),
      sms: idle([]),
      slack: idle([]),
      logs: idle<WebhookLogsView>({ webhookId: null, offset: 0, rows: [], total: 0 }),
      dialogs: { webhook: closedDialog(), remove: closedDialog(), notify: closedDialog() },
      test: { status: 'idle' },
      createdSecret: null,
      retry: idleAction(),
      save: idleAction(),
      async load() {
        await Promise.all([
          loadInto(set, 'categories', () => api.getEventCategories()),
          loadWebhooks(),
          loadInto(set, 'email', () => api.getEntries('email')),
          loadInto(set, 'sms', () => api.getEntries('sms')),
          loadInto(set, 'slack', () => api.getSlackSubscriptions()),
        ]);
      },
      openDialog: (name, id) => set((s) => ((s.dialogs[name] = openDialogState(id)), (s.test = { status: 'idle' }))),
      closeDialog: (name) => set((s) => void (s.dialogs[name] = closedDialog())),
      saveWebhook: (body, id) => runDialog(set, 'webhook', id, async () => {
        // Only a create answer carries the secret: kept apart from the list, and shown once when the server generated it.
        const { secret, ...saved } = id ? await api.updateWebhook(id, body) : await api.createWebhook(body);
        set((s) => {
          const i = s.webhooks.data.findIndex((w) => w._id === saved._id);
          if (i >= 0) s.webhooks.data[i] = saved;
          else s.webhooks.data.push(saved);
          if (!id && secret && !body.secret) s.createdSecret = { webhookId: saved._id, displayName: saved.displayName, secret };
        });
      }),
      dismissSecret: () => set((s) => void (s.createdSecret = null)),
      deleteWebhook: (id) => runDialog(set, 'remove', id, async () => {
        await api.deleteWebhook(id);
        set((s) => {
          s.webhooks.data = s.webhooks.data.filter((w) => w._id !== id);
          if (s.logs.data.webhookId === id) s.logs = idle<WebhookLogsView>({ webhookId: null, offset: 0, rows: [], total: 0 });
        });
      }),
      loadLogs: (webhookId, offset = 0) => loadInto(set, 'logs', async () => {
        const page = await api.getWebhookLogs(webhookId, offset, WEBHOOK_LOGS_PAGE_SIZE);
        return { webhookId, offset, rows: page.rows, total: page.total };
      }),
      async testWebhook(input) {
        set((s) => void (s.test = { status: 'loading' }));
        try {
          const res = await api.testWebhook(input);
          const ok = TEST_OK.has(res.statusCode);
          set((s) => void (s.test = ok ? { status: 'success', statusCode: res.statusCode } : { status: 'error', statusCode: res.statusCode, error: res.body || String(res.statusCode) }));
          return ok;
        } catch (error) {
          set((s) => void (s.test = { status: 'error', error: adminErrorMessage(error) }));
          return false;
        }
      },
      async retryLog(logId) {
        set((s) => void (s.retry = { status: 'loading', logId }));
        try {
          const res = await api.retryWebhookLog(logId);
          if (res.success === false) throw new Error('retry refused');
          set((s) => void (s.retry = { status: 'success', logId }));
          const { webhookId, offset } = get().logs.data;
          if (webhookId) await get().loadLogs(webhookId, offset);
          return true;
        } catch (error) {
          set((s) => void (s.retry = { status: 'error', logId, error: adminErrorMessage(error) }));
          return false;
        }
      },
      saveEntry(channel, eventKey, recipients, enabled) {
        const call = entryCall(channel, eventKey, recipients, enabled);
        return call ? action(call, reloadChannel(channel)) : Promise.resolve(true);
      },
      saveSlack(next) {
        const call = slackCall(next);
        return call ? action(call, reloadChannel('slack')) : Promise.resolve(true);
      },
      saveNotifications: (eventKey, next) => runDialog(set, 'notify', eventKey, async () => {
        const calls = [
          ['email', entryCall('email', eventKey, next.email)],
          ['sms', entryCall('sms', eventKey, next.sms)],
          ['slack', slackCall(slackRequestFor(get().slack.data, eventKey, next.slack))],
        ] as const;
        // One after another, so a refusal stops the rest and the dialog shows it with nothing half-sent.
        for (const [, call] of calls) if (call) await call();
        await Promise.all(calls.filter(([, call]) => call).map(([channel]) => reloadChannel(channel)()));
      }),
    };
  });
}
