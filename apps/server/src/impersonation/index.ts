export { endOnLogout } from './service';
export { IMPERSONATE_PERMISSION, IMPERSONATION_MSG, IMPERSONATION_TTL_SECONDS } from './messages';
