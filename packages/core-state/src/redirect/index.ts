export { resolveRedirectUrl } from './resolve';
export type { RedirectPolicy } from './resolve';
export { postLoginTarget, queryParam, scopedTenantId } from './query';
export { APPLICATION_URL_PARAM, applyCustomLogin } from './custom-login';
