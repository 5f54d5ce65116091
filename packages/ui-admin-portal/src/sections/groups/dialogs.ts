import { chunk } from '@portico/ui-kit';

/** The groups section's dialogs (create, edit, members, delete): one chunk, fetched on first open. */
export const groupDialogs = chunk(() => import('./GroupDialogs').then((m) => m.GroupDialogs));
