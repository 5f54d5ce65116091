import type { SessionConfiguration } from '@portico/rest-api/users';
import type { StoreApi } from 'zustand/vanilla';
import { runDialog } from '../shared/dialog';
import { adminErrorMessage, closedDialog, inputError } from '../shared/status';
import { createFlowStore } from '../shared/store';
import type { SecurityCenterApi } from './api';
import type { SecurityCenterState, SessionSetting } from './types';

/** Local refusals of the security-centre store. */
export const SECURITY_CENTER_MESSAGES = { wholePositive: 'Enter a whole number greater than 0' } as const;

/** The part of the session configuration each adjustable setting turns on. */
function sessionChange(setting: SessionSetting, value: number): SessionConfiguration {
  switch (setting) {
    case 'forceRelogin':
      return { sessionTimeoutConfiguration: { isActive: true, timeout: value } };
    case 'idleTimeout':
      return { sessionIdleTimeoutConfiguration: { isActive: true, timeout: value } };
    case 'maxSessions':
      return { sessionConcurrentConfiguration: { isActive: true, maxSessions: value } };
  }
}

/** Creates the security-centre store: score, recommendations and insights, and the recommendations' actions. */
export function createSecurityCenterStore(deps: { api: SecurityCenterApi }): StoreApi<SecurityCenterState> {
  const { api } = deps;
  return createFlowStore<SecurityCenterState>((set) => {
    const fetchAll = async (clear: boolean) => {
      set((s) => ((s.status = clear || s.score === null ? 'loading' : s.status), (s.error = undefined)));
      try {
        // The policy only prefills the adjust dialog: a refused read leaves the suggestions to do that.
        const [rec, ins, policy] = await Promise.all([api.getRecommendations(), api.getInsights(), api.getSessionConfiguration().catch(() => undefined)]);
        set((s) => {
          s.status = 'ready';
          s.score = rec.score;
          // scoring also repeats the overall score (for Frontegg's client): only the areas are points by area.
          const { score: _overall, ...byArea } = rec.scoring ?? {};
          s.scoring = byArea;
          s.recommendations = rec.items;
          s.insights = ins.items;
          if (policy) s.sessionPolicy = policy;
        });
        return true;
      } catch (error) {
        set((s) => ((s.status = 'error'), (s.error = adminErrorMessage(error))));
        return false;
      }
    };
    return {
      status: 'idle',
      score: null,
      scoring: {},
      recommendations: [],
      insights: [],
      sessionPolicy: null,
      dialogs: { resetBreached: closedDialog<undefined>(), adjust: closedDialog<SessionSetting>() },
      load: () => fetchAll(true),
      reload: () => fetchAll(false),
      openDialog: (name, setting) =>
        set((s) => {
          s.notice = undefined;
          if (name === 'adjust') s.dialogs.adjust = setting ? { status: 'open', target: setting } : { status: 'open' };
          else s.dialogs.resetBreached = { status: 'open' };
        }),
      closeDialog: (name) => set((s) => void (s.dialogs[name] = { status: 'closed' })),
      async resetBreachedPasswords() {
        const ok = await runDialog(set, 'resetBreached', undefined, () => api.resetBreachedPasswords());
        if (!ok) return false;
        set((s) => void (s.notice = 'resetSent'));
        await fetchAll(false);
        return true;
      },
      async adjustSession(setting, value) {
        const ok = await runDialog(set, 'adjust', setting, async () => {
          if (!Number.isInteger(value) || value <= 0) throw inputError(SECURITY_CENTER_MESSAGES.wholePositive);
          // The call replaces the whole configuration: the other two parts are sent back as they are.
          const current = await api.getSessionConfiguration();
          await api.updateSessionConfiguration({ ...current, ...sessionChange(setting, value) });
        });
        if (!ok) return false;
        set((s) => void (s.notice = 'sessionUpdated'));
        await fetchAll(false);
        return true;
      },
    };
  });
}
