export { LOGIN_ALIAS_MESSAGE, LOGIN_ALIAS_PATTERN } from './alias';
export {
  getMetadata,
  getNotificationsMetadata,
  getSamlMetadata,
  getAuditsMetadata,
  getAdminBoxMetadata,
  getAdminBoxConfiguration,
  updateAdminBoxConfiguration,
  getIpMetadata,
  getCurrentIpMetadata,
} from './calls';
export type {
  MetadataEntityName,
  GetMetadataQuery,
  MetadataRow,
  MetadataResponse,
  AuditColumnType,
  AuditColumn,
  AuditsMetadataConfiguration,
  AdminBoxAction,
  UpdateAdminBoxConfigurationRequest,
  IpMetadata,
} from './types';
