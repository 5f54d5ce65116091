import type { StoreApi } from 'zustand/vanilla';
import { IMPERSONATION_RELOAD_MS } from '../constants';
import type { FlowContext } from '../shared/context';
import { errorMessage } from '../shared/errors';
import { createFlowStore } from '../shared/store';
import { sleep } from '../shared/timers';
import { IMPERSONATION_MESSAGES } from './messages';
import type { ImpersonationState } from './types';

/**
 * Creates `portico.impersonation`. `reload` is the session refresh: the new token names the impersonated user (and the
 * admin in `act`), or the admin again after `end()`, and the session loads that user.
 */
export function createImpersonationStore(ctx: FlowContext, reload: () => Promise<unknown>): StoreApi<ImpersonationState> {
  return createFlowStore<ImpersonationState>((set, get) => ({
    step: 'idle',
    loading: false,
    dialog: { status: 'closed' },
    openDialog: (userId) => set((s) => void (s.dialog = { status: 'open', target: userId })),
    closeDialog: () => set((s) => void (s.dialog = { status: 'closed' })),
    async impersonate({ userId, reason, tenantId }) {
      // The dialog (when open for this user) follows the call: loading, then closed on success or open with the error.
      const fail = (error: string) =>
        set((s) => {
          s.step = 'failed';
          s.loading = false;
          s.error = error;
          if (s.dialog.status !== 'closed') s.dialog = { status: 'error', target: userId, error };
        });
      const why = reason.trim();
      if (!why) {
        fail(IMPERSONATION_MESSAGES.reasonRequired);
        return false;
      }
      set((s) => {
        s.step = 'impersonating';
        s.loading = true;
        s.error = undefined;
        s.userId = userId;
        if (s.dialog.status !== 'closed') s.dialog = { status: 'loading', target: userId };
      });
      try {
        await ctx.api.impersonate({ userId, reason: why, ...(tenantId ? { tenantId } : {}) });
      } catch (error) {
        fail(errorMessage(error));
        return false;
      }
      set((s) => {
        s.step = 'success';
        if (s.dialog.status !== 'closed') s.dialog = { status: 'success' };
      });
      await sleep(IMPERSONATION_RELOAD_MS);
      await reload();
      get().reset();
      return true;
    },
    async end() {
      set((s) => ((s.step = 'ending'), (s.loading = true), (s.error = undefined)));
      let ok = true;
      try {
        await ctx.api.endImpersonation();
      } catch (error) {
        // The impersonation may have expired already: the reload below then signs out, and the admin signs in again.
        ok = false;
        ctx.logger.warn('Ending the impersonation failed', error);
      }
      const token = await reload();
      set((s) => ((s.step = 'idle'), (s.loading = false)));
      return ok && !!token;
    },
    reset: () =>
      set((s) => {
        s.step = 'idle';
        s.loading = false;
        s.error = undefined;
        s.userId = undefined;
        s.dialog = { status: 'closed' };
      }),
  }));
}
