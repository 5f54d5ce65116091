export { createInvitationStore } from './store';
export type { AcceptInvitationState, AcceptInvitationStep } from './types';
