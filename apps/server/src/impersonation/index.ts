export { impersonationRoutes } from './routes';
export { endOnLogout } from './service';
export { assertImpersonationLive, guardImpersonated, isRestricted } from './guard';
export { IMPERSONATE_PERMISSION, IMPERSONATION_MSG, IMPERSONATION_TTL_SECONDS } from './messages';
