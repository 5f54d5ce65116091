import type { Application } from '@portico/rest-api/roles';
import { EMPTY, memoSelector } from '../shared/memo';
import type { ApplicationsState } from './types';

/** Whether every user has the application (FREE_ACCESS) or only assigned ones (MANAGED_ACCESS). */
export const isFreeAccess = (app: Application): boolean => app.accessType === 'FREE_ACCESS';

/** Who may use an application: 'all' for free access, else the assigned user ids. */
export const selectAppUsers = (appId: string) => (s: ApplicationsState): 'all' | readonly string[] => {
  const app = s.applications.data.find((a) => a.id === appId);
  return app && isFreeAccess(app) ? 'all' : (s.assignments[appId] ?? EMPTY);
};

/** The applications a user may use (free-access ones included). */
export const selectUserApplications = (userId: string) =>
  memoSelector(
    (s: ApplicationsState) => [s.applications.data, s.assignments] as const,
    (apps, assignments): Application[] => apps.filter((a) => isFreeAccess(a) || (assignments[a.id] ?? []).includes(userId)),
  );
