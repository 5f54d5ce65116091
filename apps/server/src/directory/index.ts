export { SCIM_TOKEN_PREFIX } from './service';
export { scimMemberSources } from './member-source';
