import { selectConnectivityCards, selectEventNames, selectNotificationRows } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { useLoadOnMount } from '../../components/useLoadOnMount';

/** The connectivity store's actions: stable functions of the store, taken from it rather than from a state snapshot. */
export function useConnectivityActions() {
  const { admin } = useAdmin();
  const { openDialog, closeDialog, deleteWebhook, saveWebhook, testWebhook, loadLogs, retryLog, saveNotifications, dismissSecret } = admin.connectivity.getState();
  return { openDialog, closeDialog, deleteWebhook, saveWebhook, testWebhook, loadLogs, retryLog, saveNotifications, dismissSecret };
}

/** The connectivity section's webhooks (loaded on mount), the remove dialog's error, and the actions. */
export function useConnectivitySection() {
  const { admin } = useAdmin();
  const store = admin.connectivity;
  useLoadOnMount(() => store.getState().load(), [store]);
  const webhooks = useStore(store, (st) => st.webhooks);
  const removeError = useStore(store, (st) => (st.dialogs.remove.status === 'error' ? st.dialogs.remove.error : undefined));
  return { webhooks, removeError, ...useConnectivityActions() };
}

/** The remove dialog's state and the webhook it names. */
export function useRemoveWebhookDialog() {
  const { admin } = useAdmin();
  const store = admin.connectivity;
  const remove = useStore(store, (st) => st.dialogs.remove);
  const removing = useStore(store, (st) => st.webhooks.data.find((w) => w._id === st.dialogs.remove.target));
  return { remove, removing, ...useConnectivityActions() };
}

/** The channel cards (e-mail, SMS, Slack, webhooks) with their state. */
export function useConnectivityCards() {
  const { admin } = useAdmin();
  return useStore(admin.connectivity, selectConnectivityCards);
}

/** A new webhook's secret, shown once. */
export function useCreatedSecret() {
  const { admin } = useAdmin();
  const created = useStore(admin.connectivity, (st) => st.createdSecret);
  return { created, ...useConnectivityActions() };
}

/** The notification rows per event, their load state, and the notify dialog's state. */
export function useNotifications() {
  const { admin } = useAdmin();
  const store = admin.connectivity;
  const rows = useStore(store, selectNotificationRows);
  const loading = useStore(store, (st) => st.categories.status === 'loading');
  const state = useStore(store, (st) => st.dialogs.notify);
  return { rows, loading, state, ...useConnectivityActions() };
}

/** The webhook dialog's state, the webhook it edits, the event categories and the test call's state. */
export function useWebhookDialog() {
  const { admin } = useAdmin();
  const store = admin.connectivity;
  const state = useStore(store, (st) => st.dialogs.webhook);
  const hook = useStore(store, (st) => st.webhooks.data.find((w) => w._id === st.dialogs.webhook.target));
  const categories = useStore(store, (st) => st.categories.data);
  const test = useStore(store, (st) => st.test);
  return { state, hook, categories, test, ...useConnectivityActions() };
}

/** The open webhook's delivery logs, the retry state and the event names. */
export function useWebhookLogs() {
  const { admin } = useAdmin();
  const store = admin.connectivity;
  const logs = useStore(store, (st) => st.logs);
  const retry = useStore(store, (st) => st.retry);
  const names = useStore(store, selectEventNames);
  const hook = useStore(store, (st) => st.webhooks.data.find((w) => w._id === st.logs.data.webhookId));
  return { logs, retry, names, hook, ...useConnectivityActions() };
}
