import type { StoreApi } from 'zustand/vanilla';
import { runDialog } from '../shared/dialog';
import { inputError, adminErrorMessage, closedDialog, idle } from '../shared/status';
import { createFlowStore } from '../shared/store';
import type { ApplicationsApi } from './api';
import type { ApplicationsState } from './types';

/** Local refusals of the applications store. */
export const APPLICATIONS_MESSAGES = {
  freeAccess: 'Every user has access to this application',
  unknownApp: 'Unknown application',
  noTenant: 'No active tenant',
} as const;

/** Creates the applications store; `tenantId` is the signed-in user's active tenant. */
export function createApplicationsStore(deps: { api: ApplicationsApi; tenantId: () => string | undefined }): StoreApi<ApplicationsState> {
  const { api } = deps;
  return createFlowStore<ApplicationsState>((set, get) => {
    const managed = (appId: string): string => {
      const app = get().applications.data.find((a) => a.id === appId);
      if (!app) throw inputError(APPLICATIONS_MESSAGES.unknownApp);
      if (app.accessType === 'FREE_ACCESS') throw inputError(APPLICATIONS_MESSAGES.freeAccess);
      const tenantId = deps.tenantId();
      if (!tenantId) throw inputError(APPLICATIONS_MESSAGES.noTenant);
      return tenantId;
    };
    const change = async (appId: string, add: string[], remove: string[]) => {
      const tenantId = managed(appId);
      if (add.length) await api.assignUsers({ appId, tenantId, userIds: add });
      if (remove.length) await api.unassignUsers({ appId, tenantId, userIds: remove });
      set((s) => {
        const now = new Set(s.assignments[appId] ?? []);
        add.forEach((id) => now.add(id));
        remove.forEach((id) => now.delete(id));
        s.assignments[appId] = [...now];
      });
    };
    return {
      applications: idle([]),
      assignments: {},
      dialogs: { assign: closedDialog() },
      async load() {
        set((s) => ((s.applications.status = 'loading'), (s.applications.error = undefined)));
        try {
          const apps = await api.getApplications();
          const managedIds = apps.filter((a) => a.accessType !== 'FREE_ACCESS').map((a) => a.id);
          const users = managedIds.length ? await api.getApplicationsUsers(managedIds) : [];
          set((s) => {
            s.applications = { status: 'ready', data: apps };
            s.assignments = Object.fromEntries(apps.map((a) => [a.id, users.find((u) => u.appId === a.id)?.userIds ?? a.userIds ?? []]));
          });
        } catch (error) {
          set((s) => ((s.applications.status = 'error'), (s.applications.error = adminErrorMessage(error))));
        }
      },
      openAssign: (appId) => set((s) => void (s.dialogs.assign = { status: 'open', target: appId })),
      closeAssign: () => set((s) => void (s.dialogs.assign = { status: 'closed' })),
      setAssignedUsers: (appId, userIds) =>
        runDialog(set, 'assign', appId, () => {
          const before = new Set(get().assignments[appId] ?? []);
          const after = new Set(userIds);
          return change(appId, [...after].filter((id) => !before.has(id)), [...before].filter((id) => !after.has(id)));
        }),
      assignUsers: (appId, userIds) => runDialog(set, 'assign', appId, () => change(appId, userIds, [])),
      unassignUsers: (appId, userIds) => runDialog(set, 'assign', appId, () => change(appId, [], userIds)),
    };
  });
}
