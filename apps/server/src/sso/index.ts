export { spEntityId, acsUrl } from './sp';
export { countConfigurations, ssoEnabled } from './repo';
export { spValues } from './sp';
