import type { ApiClient } from '@portico/rest-api';
import {
  createEmailDomainRestriction, createIpRestriction, deleteEmailDomainRestriction, deleteIpRestriction, getEmailDomainRestrictions,
  getEmailDomainRestrictionsConfig, getIpRestrictions, getIpRestrictionsConfig, updateEmailDomainRestrictionsConfig, updateIpRestrictionsConfig,
  verifyIpRestrictions, verifyIpRestrictionsAllow,
} from '@portico/rest-api/configurations';
import type {
  CreateEmailDomainRestrictionRequest, CreateIpRestrictionRequest, EmailDomainRestriction, EmailDomainRestrictionsConfig, IpRestriction,
  IpRestrictionsConfig, IpRestrictionsPage, IpRestrictionsQuery, IpVerification, UpdateEmailDomainRestrictionsConfigRequest,
} from '@portico/rest-api/configurations';
import { getCurrentIpMetadata } from '@portico/rest-api/metadata';

/** The calls the restrictions store makes (REST or preview). */
export interface RestrictionsApi {
  getIpRestrictions(query: IpRestrictionsQuery): Promise<IpRestrictionsPage>;
  /** Creates the entry, or updates the entry of the same address. */
  saveIpRestriction(body: CreateIpRestrictionRequest): Promise<IpRestriction>;
  deleteIpRestriction(id: string): Promise<void>;
  getIpConfig(): Promise<IpRestrictionsConfig>;
  saveIpConfig(body: IpRestrictionsConfig): Promise<IpRestrictionsConfig>;
  /** Whether the caller's address is off the active block list. */
  verifyNotBlocked(): Promise<IpVerification>;
  /** Whether the caller's address is on the active allow list. */
  verifyAllowed(): Promise<IpVerification>;
  /** The caller's own address as the server sees it. */
  getMyIp(): Promise<string | undefined>;
  getDomains(): Promise<EmailDomainRestriction[]>;
  addDomain(body: CreateEmailDomainRestrictionRequest): Promise<EmailDomainRestriction>;
  deleteDomain(id: string): Promise<void>;
  getDomainConfig(): Promise<EmailDomainRestrictionsConfig>;
  saveDomainConfig(body: UpdateEmailDomainRestrictionsConfigRequest): Promise<EmailDomainRestrictionsConfig>;
}

/** {@link RestrictionsApi} over `@portico/rest-api`. */
export const createRestrictionsRestApi = (client: ApiClient): RestrictionsApi => ({
  getIpRestrictions: (query) => getIpRestrictions(client, query),
  saveIpRestriction: (body) => createIpRestriction(client, body),
  deleteIpRestriction: (id) => deleteIpRestriction(client, id),
  getIpConfig: () => getIpRestrictionsConfig(client),
  saveIpConfig: (body) => updateIpRestrictionsConfig(client, body),
  verifyNotBlocked: () => verifyIpRestrictions(client),
  verifyAllowed: () => verifyIpRestrictionsAllow(client),
  getMyIp: async () => (await getCurrentIpMetadata(client)).ip,
  getDomains: () => getEmailDomainRestrictions(client),
  addDomain: (body) => createEmailDomainRestriction(client, body),
  deleteDomain: (id) => deleteEmailDomainRestriction(client, id),
  getDomainConfig: () => getEmailDomainRestrictionsConfig(client),
  saveDomainConfig: (body) => updateEmailDomainRestrictionsConfig(client, body),
});
