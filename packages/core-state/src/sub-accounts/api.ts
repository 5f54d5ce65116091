import type { ApiClient } from '@portico/rest-api';
import {
  addUserToSubTenants, createSubTenant, deleteSubTenant, getSubTenantsAsTree, getTeamRoles, listSubTenantUsers, removeSubTenantUserRoles,
  removeUserFromSubTenants, searchSubTenants, updateSubTenant, updateSubTenantHierarchySettings, updateSubTenantManagement,
  updateSubTenantUserAccess, updateSubTenantUserRoles,
} from '@portico/rest-api/tenants';
import type {
  AddUserToSubTenantsRequest, CreateSubTenantRequest, PagedResult, SearchSubTenantsQuery, SubAccountAccessType, SubTenantUser,
  SubTenantUsersQuery, TeamRole, Tenant,
} from '@portico/rest-api/tenants';

/** The calls the sub-accounts store makes (REST or preview). */
export interface SubAccountsApi {
  /** The current account with every sub-account it reaches as nested `children`. */
  getTree(): Promise<Tenant>;
  search(query: SearchSubTenantsQuery): Promise<PagedResult<Tenant>>;
  create(body: CreateSubTenantRequest): Promise<Tenant>;
  rename(tenantId: string, name: string): Promise<Tenant>;
  remove(tenantId: string): Promise<void>;
  setReseller(tenantId: string, isReseller: boolean): Promise<Tenant>;
  setAccessType(tenantId: string, subAccountAccessType: SubAccountAccessType): Promise<Tenant>;
  listUsers(query: SubTenantUsersQuery): Promise<PagedResult<SubTenantUser>>;
  /** Adds a user; `allowSubAccountAccess` is sent false unless given (product-spec §5). */
  addUser(body: AddUserToSubTenantsRequest): Promise<SubTenantUser>;
  removeUser(userId: string, tenantId: string): Promise<void>;
  addRoles(userId: string, tenantId: string, roleIds: string[]): Promise<void>;
  removeRoles(userId: string, tenantId: string, roleIds: string[]): Promise<void>;
  setAccess(userId: string, allowAccess: boolean): Promise<void>;
  /** Roles for the pickers. */
  getRoles(): Promise<TeamRole[]>;
}

/** {@link SubAccountsApi} over `@portico/rest-api`. */
export const createSubAccountsRestApi = (client: ApiClient): SubAccountsApi => ({
  getTree: () => getSubTenantsAsTree(client),
  search: (query) => searchSubTenants(client, query),
  create: (body) => createSubTenant(client, body),
  rename: (tenantId, name) => updateSubTenant(client, tenantId, { name }),
  remove: (tenantId) => deleteSubTenant(client, tenantId),
  setReseller: (tenantId, isReseller) => updateSubTenantManagement(client, tenantId, { isReseller }),
  setAccessType: (tenantId, subAccountAccessType) => updateSubTenantHierarchySettings(client, tenantId, { subAccountAccessType }),
  listUsers: (query) => listSubTenantUsers(client, query),
  addUser: (body) => addUserToSubTenants(client, body),
  removeUser: (userId, tenantId) => removeUserFromSubTenants(client, userId, { subTenants: [{ tenantId }] }),
  addRoles: (userId, tenantId, roleIds) => updateSubTenantUserRoles(client, userId, { subTenantsRoles: [{ tenantId, roleIds }] }),
  removeRoles: (userId, tenantId, roleIds) => removeSubTenantUserRoles(client, userId, { subTenantsRoles: [{ tenantId, roleIds }] }),
  setAccess: (userId, allowAccess) => updateSubTenantUserAccess(client, userId, { allowAccess }),
  getRoles: () => getTeamRoles(client),
});
