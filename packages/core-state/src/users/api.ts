import type { ApiClient } from '@portico/rest-api';
import {
  addUser,
  createInviteLink,
  deleteInviteLink,
  deleteTeamMember,
  disableTenantUser,
  enableTenantUser,
  getInviteLink,
  getTeamRoles,
  inviteUsersBulk,
  resendTeamMemberActivationEmail,
  updateInviteLink,
  updateTeamMember,
} from '@portico/rest-api/tenants';
import type {
  AddedUser,
  AddUserRequest,
  CreateInviteLinkRequest,
  InviteLink,
  InviteUsersBulkRequest,
  InviteUsersBulkResult,
  TeamMember,
  TeamRole,
  UpdateInviteLinkRequest,
  UpdateTeamMemberRequest,
} from '@portico/rest-api/tenants';
import { getTemporaryUsersConfig, getUserById, getUsersGroups, getUsersRoles, listUsersV3, removeTemporaryUser, setTemporaryUser } from '@portico/rest-api/users';
import type { ListUsersQuery, Page, TemporaryUser, TemporaryUsersConfig, User, UserGroups, UserRoles } from '@portico/rest-api/users';

/** The calls the users store makes (REST or preview). */
export interface UsersApi {
  listUsers(query: ListUsersQuery): Promise<Page<User>>;
  /** One user of the tenant (`GET /users/v1/{userId}`): 404 for an unknown or another tenant's user, 400 for a malformed id. */
  getUser(userId: string): Promise<User>;
  getUsersRoles(ids: string[]): Promise<UserRoles[]>;
  getUsersGroups(ids: string[]): Promise<UserGroups[]>;
  getTeamRoles(): Promise<TeamRole[]>;
  addUser(body: AddUserRequest): Promise<AddedUser>;
  inviteUsersBulk(body: InviteUsersBulkRequest): Promise<InviteUsersBulkResult>;
  getInviteLink(): Promise<InviteLink>;
  createInviteLink(body?: CreateInviteLinkRequest): Promise<InviteLink>;
  updateInviteLink(body: UpdateInviteLinkRequest): Promise<InviteLink>;
  deleteInviteLink(): Promise<void>;
  resendActivation(userId: string): Promise<void>;
  /** An empty `roleIds` is sent as `['']` (no roles) by `@portico/rest-api`. */
  updateTeamMember(userId: string, body: UpdateTeamMemberRequest): Promise<TeamMember>;
  deleteTeamMember(userId: string): Promise<void>;
  disableUser(userId: string): Promise<void>;
  enableUser(userId: string): Promise<void>;
  setTemporaryUser(userId: string, expirationInSeconds: number): Promise<TemporaryUser>;
  removeTemporaryUser(userId: string): Promise<void>;
  getTemporaryUsersConfig(): Promise<TemporaryUsersConfig>;
}

/** {@link UsersApi} over `@portico/rest-api`. */
export const createUsersRestApi = (client: ApiClient): UsersApi => ({
  listUsers: (query) => listUsersV3(client, query),
  getUser: (userId) => getUserById(client, userId),
  getUsersRoles: (ids) => getUsersRoles(client, { ids }),
  getUsersGroups: (ids) => getUsersGroups(client, { ids }),
  getTeamRoles: () => getTeamRoles(client),
  addUser: (body) => addUser(client, body),
  inviteUsersBulk: (body) => inviteUsersBulk(client, body),
  getInviteLink: () => getInviteLink(client),
  createInviteLink: (body) => createInviteLink(client, body),
  updateInviteLink: (body) => updateInviteLink(client, body),
  deleteInviteLink: () => deleteInviteLink(client),
  resendActivation: (userId) => resendTeamMemberActivationEmail(client, userId),
  updateTeamMember: (userId, body) => updateTeamMember(client, userId, body),
  deleteTeamMember: (userId) => deleteTeamMember(client, userId),
  disableUser: (userId) => disableTenantUser(client, userId),
  enableUser: (userId) => enableTenantUser(client, userId),
  setTemporaryUser: (userId, expirationInSeconds) => setTemporaryUser(client, userId, { expirationInSeconds }),
  removeTemporaryUser: (userId) => removeTemporaryUser(client, userId),
  getTemporaryUsersConfig: () => getTemporaryUsersConfig(client),
});
