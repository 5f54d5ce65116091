export { directoryRoutes, MSG_CONNECTION_NOT_FOUND } from './routes';
export { scimRoutes, SCIM_BASE_PATH } from './scim-routes';
export { SCIM_TOKEN_PREFIX } from './service';
