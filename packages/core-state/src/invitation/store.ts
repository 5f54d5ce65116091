import type { StoreApi } from 'zustand/vanilla';
import type { FlowContext } from '../shared/context';
import { CORE_MESSAGES } from '../shared/messages';
import { createFlowStore } from '../shared/store';
import type { AcceptInvitationState } from './types';

/** Creates `portico.invitation`: validate → invalid | pending → success | failed. */
export function createInvitationStore(ctx: FlowContext): StoreApi<AcceptInvitationState> {
  return createFlowStore<AcceptInvitationState>((set) => ({
    step: 'validate',
    loading: false,
    async accept({ userId, token }) {
      if (!userId || !token) return set((s) => ((s.step = 'invalid'), (s.error = CORE_MESSAGES.invitationMissing)));
      set((s) => ((s.step = 'pending'), (s.loading = true), (s.error = undefined)));
      try {
        await ctx.api.acceptInvitation({ userId, token });
        set((s) => ((s.step = 'success'), (s.loading = false)));
      } catch {
        set((s) => ((s.step = 'failed'), (s.loading = false), (s.error = CORE_MESSAGES.invitationUnverified)));
      }
    },
  }));
}
