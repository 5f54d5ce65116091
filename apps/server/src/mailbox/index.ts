// The mailbox domain as other domains use it.
export type { OutgoingMessage } from './outbox';
