import type { StoreApi } from 'zustand/vanilla';
import type { SessionController } from '../session/types';
import { createFlowStore } from '../shared/store';
import type { LogoutState } from './types';

/** Creates `portico.logout`: idle → loggingOut → success; a second call while logging out is ignored. */
export function createLogoutStore(session: Pick<SessionController, 'logout'>): StoreApi<LogoutState> {
  return createFlowStore<LogoutState>((set, get) => ({
    step: 'idle',
    async logout() {
      if (get().step === 'loggingOut') return;
      set((s) => void (s.step = 'loggingOut'));
      await session.logout();
      set((s) => void (s.step = 'success'));
    },
  }));
}
