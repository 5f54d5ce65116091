export { apiTokenRoutes } from './routes';
export { ACCESS_TOKEN_PREFIX, CLIENT_SECRET_PREFIX, accessTokenPrincipal, apiTokenIsLive, exchangeClientCredentials } from './service';
export type { TokenView } from './service';
export { tokenLiveSql } from './repo';
export { countTenantTokens } from './repo';
