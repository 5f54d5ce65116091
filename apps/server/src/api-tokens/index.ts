export { ACCESS_TOKEN_PREFIX, CLIENT_SECRET_PREFIX, isUuid } from './view';
export type { TokenView } from './view';
export { countTenantTokens, findAccessToken, findByClientId, rolesGrants, tokenIsLive, tokenLiveSql } from './repo';
export type { TokenRow } from './repo';
