export { spEntityId, acsUrl } from './sp';
export { countConfigurations, ssoEnabled } from './repo';
export { ssoMemberSources } from './member-source';
export { spValues } from './sp';
