// The applications domain as other domains may use it.
export { APP_MSG, assign } from './service';
export { tenantApplications } from './repo';
