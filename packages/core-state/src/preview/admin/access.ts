import type { ApiToken } from '@portico/rest-api/users';
import type { ApiTokensApi } from '../../api-tokens/api';
import type { ApplicationsApi } from '../../applications/api';
import type { GroupsApi } from '../../groups/api';
import type { RolesApi } from '../../roles/api';
import type { PreviewDb } from './db';
import { refuse } from './users';

type Answer = <T>(value: () => T) => Promise<T>;
let seq = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

/** The groups port over the preview database. */
export function previewGroupsApi(db: PreviewDb, answer: Answer): GroupsApi {
  const find = (id: string) => db.groups.find((g) => g.id === id) ?? (() => { throw refuse(404, 'Group not found'); })();
  const userRef = (id: string) => {
    const u = db.users.find((x) => x.id === id);
    return { id, ...(u?.email ? { email: u.email } : {}), ...(u?.name ? { name: u.name } : {}) };
  };
  const roleRef = (id: string) => {
    const r = db.roles.find((x) => x.id === id);
    return { id, ...(r ? { key: r.key, name: r.name } : {}) };
  };
  return {
    getGroups: () => answer(() => structuredClone(db.groups)),
    createGroup: ({ userIds, roleIds, ...fields }) =>
      answer(() => {
        if (db.groups.some((g) => g.name === fields.name)) throw refuse(409, 'Group name already exists');
        const group = { id: nextId('group'), ...fields, users: (userIds ?? []).map(userRef), roles: (roleIds ?? []).map(roleRef) };
        db.groups.push(group);
        const { users: _u, roles: _r, ...created } = group;
        return structuredClone(created);
      }),
    updateGroup: (id, b) => answer(() => structuredClone(Object.assign(find(id), b))),
    deleteGroup: (id) => answer(() => (find(id), void (db.groups = db.groups.filter((g) => g.id !== id)))),
    addUsers: (id, ids) => answer(() => void (find(id).users = [...(find(id).users ?? []).filter((u) => !ids.includes(u.id)), ...ids.map(userRef)])),
    removeUsers: (id, ids) => answer(() => void (find(id).users = (find(id).users ?? []).filter((u) => !ids.includes(u.id)))),
    addRoles: (id, ids) => answer(() => void (find(id).roles = [...(find(id).roles ?? []).filter((r) => !ids.includes(r.id)), ...ids.map(roleRef)])),
    removeRoles: (id, ids) => answer(() => void (find(id).roles = (find(id).roles ?? []).filter((r) => !ids.includes(r.id)))),
  };
}

/** The roles port over the preview database. */
export function previewRolesApi(db: PreviewDb, answer: Answer): RolesApi {
  const find = (id: string) => db.roles.find((r) => r.id === id) ?? (() => { throw refuse(404, 'Role not found'); })();
  return {
    getRoles: () => answer(() => structuredClone(db.roles)),
    getPermissions: () => answer(() => structuredClone(db.permissions)),
    getPermissionCategories: () => answer(() => structuredClone(db.categories)),
    createRole: (b) =>
      answer(() => {
        if (db.roles.some((r) => r.key === b.key)) throw refuse(409, 'Role key already exists');
        const role = { id: nextId('role'), ...b, tenantId: db.tenantId, permissions: [], createdAt: new Date().toISOString() };
        if (role.isDefault) db.roles.forEach((r) => (r.isDefault = false));
        db.roles.push(role);
        return structuredClone(role);
      }),
    updateRole: (id, b) =>
      answer(() => {
        const { isDefault, ...fields } = b;
        const role = find(id);
        // As the server: a vendor role (no tenantId) may only be named the default; the one default is never unticked.
        if ((Object.keys(fields).length || isDefault === false) && role.tenantId !== db.tenantId) throw refuse(403, "The vendor's roles cannot be changed or deleted by an account");
        if (isDefault === false && role.isDefault) throw refuse(400, 'isDefault: An account always has one default role; make another role the default instead');
        if (isDefault) db.roles.forEach((r) => (r.isDefault = r.id === id));
        return structuredClone(Object.assign(role, fields, { updatedAt: new Date().toISOString() }));
      }),
    deleteRole: (id) => answer(() => (find(id), void (db.roles = db.roles.filter((r) => r.id !== id)))),
    setRolePermissions: (id, permissionIds) =>
      answer(() => {
        const never = permissionIds.find((p) => db.permissions.find((x) => x.id === p)?.assignmentType === 'NEVER' && !find(id).permissions?.includes(p));
        if (never) throw refuse(400, 'Permission cannot be assigned');
        return structuredClone(Object.assign(find(id), { permissions: [...permissionIds] }));
      }),
  };
}

/** The applications port over the preview database. */
export function previewApplicationsApi(db: PreviewDb, answer: Answer): ApplicationsApi {
  return {
    getApplications: () => answer(() => structuredClone(db.applications).map(({ userIds: _u, ...a }) => a)),
    getApplicationsUsers: (appIds) => answer(() => appIds.map((appId) => ({ appId, userIds: [...(db.assignments[appId] ?? [])] }))),
    assignUsers: (b) => answer(() => void (db.assignments[b.appId] = [...new Set([...(db.assignments[b.appId] ?? []), ...b.userIds])])),
    unassignUsers: (b) => answer(() => void (db.assignments[b.appId] = (db.assignments[b.appId] ?? []).filter((id) => !b.userIds.includes(id)))),
  };
}

/** The API tokens port over the preview database (client-credentials strategy). */
export function previewApiTokensApi(db: PreviewDb, answer: Answer): ApiTokensApi {
  return {
    getMachineStrategy: () => answer(() => 'ClientCredentials' as const),
    list: (kind) => answer(() => structuredClone(db.tokens[kind])),
    create: (kind, strategy, input) =>
      answer(() => {
        const id = nextId('tok');
        const days = input.expiresInDays ?? null;
        const token: ApiToken = {
          id,
          ...(strategy === 'ClientCredentials' ? { clientId: id } : {}),
          ...(input.description ? { description: input.description } : {}),
          createdAt: new Date().toISOString(),
          expires: days === null ? null : new Date(Date.now() + days * 86_400_000).toISOString(),
          type: strategy === 'AccessToken' ? 'accessToken' : 'clientCredentials',
          ...(kind === 'tenant' ? { roleIds: input.roleIds ?? [], tenantId: db.tenantId } : {}),
          createdByUserId: db.meId,
        };
        db.tokens[kind].unshift(token);
        return { ...token, secret: `preview-secret-${id}` };
      }),
    remove: (kind, _strategy, id) =>
      answer(() => {
        if (!db.tokens[kind].some((t) => t.id === id)) throw refuse(404, 'Token not found');
        db.tokens[kind] = db.tokens[kind].filter((t) => t.id !== id);
      }),
  };
}
