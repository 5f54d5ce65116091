export { spEntityId, acsUrl } from './sp';
export { countConfigurations, ssoEnabled } from './repo';
