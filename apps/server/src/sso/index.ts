export { ssoPublicRoutes, ssoRoutes } from './routes';
export { ssoLoginRoutes } from './login-routes';
export { spEntityId, acsUrl } from './sp';
export { countConfigurations, ssoEnabled } from './repo';
