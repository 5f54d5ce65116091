export { createRestrictionsRestApi } from './api';
export type { RestrictionsApi } from './api';
export { ipInRange, isIpOrCidr } from './match';
export { selectIpPaging, selectVisibleDomains } from './selectors';
export { createRestrictionsStore, IP_RESTRICTIONS_PAGE_SIZE, MY_IP_DESCRIPTION, RESTRICTIONS_MESSAGES } from './store';
export type {
  EmailDomainRestriction, EmailDomainRestrictionsConfig, IpEntryInput, IpListState, IpRestriction, IpRestrictionsConfig, IpRestrictionStrategy, IpSelfCheck,
  RestrictionsDialogs, RestrictionsState,
} from './types';
