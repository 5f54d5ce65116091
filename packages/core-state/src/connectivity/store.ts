import type { StoreApi } from 'zustand/vanilla';
import { adminErrorMessage, closedDialog, idle, idleAction, openDialogState } from '../admin/shared';
import { runDialog } from '../admin/dialog';
import { loadInto } from '../admin/load';
import { createFlowStore } from '../shared/store';
import type { ConnectivityApi } from './api';
import { planEntry, planSlack } from './rules';
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
    return {
      categories: idle([]),
      webhooks: idle([]),
      email: idle([]),
      sms: idle([]),
      slack: idle([]),
      logs: idle<WebhookLogsView>({ webhookId: null, offset: 0, rows: [], total: 0 }),
      dialogs: { webhook: closedDialog(), remove: closedDialog() },
      test: { status: 'idle' },
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
        const saved = id ? await api.updateWebhook(id, body) : await api.createWebhook(body);
        set((s) => {
          const i = s.webhooks.data.findIndex((w) => w._id === saved._id);
          if (i >= 0) s.webhooks.data[i] = saved;
          else s.webhooks.data.push(saved);
        });
      }),
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
        const existing = get()[channel].data.find((e) => e.eventKey === eventKey);
        const plan = planEntry(existing, recipients, enabled);
        const reload = () => loadInto(set, channel, () => api.getEntries(channel));
        if (plan.kind === 'none') return Promise.resolve(true);
        if (plan.kind === 'delete') return action(() => api.deleteEntry(channel, eventKey), reload);
        const body = { enabled: enabled ?? existing?.enabled ?? true, recipients: plan.recipients };
        return action(() => (plan.kind === 'create' ? api.createEntry(channel, { eventKey, ...body }) : api.updateEntry(channel, eventKey, body)), reload);
      },
      saveSlack(next) {
        const existing = next.id ? get().slack.data.find((s) => s.id === next.id) : undefined;
        const plan = planSlack(existing, next);
        const reload = () => loadInto(set, 'slack', () => api.getSlackSubscriptions());
        const body = { slackEvents: next.slackEvents, ...(next.isActive !== undefined ? { isActive: next.isActive } : {}) };
        if (plan === 'none') return Promise.resolve(true);
        if (plan === 'delete') return action(() => api.deleteSlackSubscription(next.id!), reload);
        return action(() => (plan === 'create' ? api.createSlackSubscription(body) : api.updateSlackSubscription(next.id!, body)), reload);
      },
    };
  });
}
