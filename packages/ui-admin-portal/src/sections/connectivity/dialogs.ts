import { chunk } from '@portico/ui-kit';

/** The connectivity section's dialogs (webhook, notification recipients, delete): one chunk, fetched on first open. */
export const connectivityDialogs = chunk(() => import('./ConnectivityDialogs').then((m) => m.ConnectivityDialogs));
