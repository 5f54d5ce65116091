export { SCIM_TOKEN_PREFIX } from './service';
