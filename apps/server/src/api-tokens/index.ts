export { ACCESS_TOKEN_PREFIX, CLIENT_SECRET_PREFIX, isUuid } from './service';
export type { TokenView } from './service';
export { countTenantTokens, findAccessToken, findByClientId, rolesGrants, tokenIsLive, tokenLiveSql } from './repo';
export type { TokenRow } from './repo';
