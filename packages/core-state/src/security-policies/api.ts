import type { ApiClient } from '@portico/rest-api';
import {
  getLockoutPolicy,
  getMfaPolicy,
  getPasswordHistoryPolicy,
  saveLockoutPolicy,
  saveMfaPolicy,
  savePasswordHistoryPolicy,
} from '@portico/rest-api/configurations';
import type {
  LockoutPolicy,
  MfaPolicy,
  PasswordHistoryPolicy,
  SaveLockoutPolicyRequest,
  SaveMfaPolicyRequest,
  SavePasswordHistoryPolicyRequest,
} from '@portico/rest-api/configurations';
import { getSessionConfiguration, updateSessionConfiguration } from '@portico/rest-api/users';
import type { SessionConfiguration } from '@portico/rest-api/users';

/** The calls the security-policies store makes (REST or preview). */
export interface SecurityPoliciesApi {
  getSessionConfiguration(): Promise<SessionConfiguration>;
  updateSessionConfiguration(body: SessionConfiguration): Promise<SessionConfiguration>;
  getMfaPolicy(): Promise<MfaPolicy>;
  saveMfaPolicy(body: SaveMfaPolicyRequest): Promise<MfaPolicy>;
  getLockoutPolicy(): Promise<LockoutPolicy>;
  saveLockoutPolicy(body: SaveLockoutPolicyRequest): Promise<LockoutPolicy>;
  getPasswordHistoryPolicy(): Promise<PasswordHistoryPolicy>;
  savePasswordHistoryPolicy(body: SavePasswordHistoryPolicyRequest): Promise<PasswordHistoryPolicy>;
}

/** {@link SecurityPoliciesApi} over `@portico/rest-api`. */
export const createSecurityPoliciesRestApi = (client: ApiClient): SecurityPoliciesApi => ({
  getSessionConfiguration: () => getSessionConfiguration(client),
  updateSessionConfiguration: (body) => updateSessionConfiguration(client, body),
  getMfaPolicy: () => getMfaPolicy(client),
  saveMfaPolicy: (body) => saveMfaPolicy(client, body),
  getLockoutPolicy: () => getLockoutPolicy(client),
  saveLockoutPolicy: (body) => saveLockoutPolicy(client, body),
  getPasswordHistoryPolicy: () => getPasswordHistoryPolicy(client),
  savePasswordHistoryPolicy: (body) => savePasswordHistoryPolicy(client, body),
});
