export { createApplicationsRestApi } from './api';
export type { ApplicationsApi } from './api';
export { APPLICATIONS_MESSAGES, createApplicationsStore } from './store';
export type { ApplicationsState } from './types';
export { isFreeAccess, selectAppUsers, selectUserApplications } from './selectors';
