import type { Role, UpdateRoleRequest } from '@portico/rest-api/roles';
import type { StoreApi } from 'zustand/vanilla';
import { runDialog } from '../shared/dialog';
import { inputError, adminErrorMessage, closedDialog, openDialogState, idle, idleAction } from '../shared/status';
import { createFlowStore } from '../shared/store';
import type { RolesApi } from './api';
import { ROLES_MESSAGES, resolvePermissionIds, roleKeyOf } from './rules';
import type { RoleInput, RolesDialogs, RolesState } from './types';

const closedDialogs = (): RolesDialogs => ({
  create: closedDialog<undefined>(),
  edit: closedDialog(),
  remove: closedDialog(),
  permissions: closedDialog(),
});

function roleFields(input: Partial<RoleInput>): UpdateRoleRequest {
  const name = input.name?.trim();
  if (input.name !== undefined && !name) throw inputError(ROLES_MESSAGES.nameRequired);
  return {
    ...(name ? { name } : {}),
    ...(input.key?.trim() ? { key: input.key.trim() } : {}),
    ...(input.description !== undefined ? { description: input.description.trim() } : {}),
    ...(input.isDefault !== undefined ? { isDefault: input.isDefault } : {}),
  };
}

/** Creates the roles store: roles, permissions, categories and the permission matrix. */
export function createRolesStore(deps: { api: RolesApi }): StoreApi<RolesState> {
  const { api } = deps;
  return createFlowStore<RolesState>((set, get) => {
    const replaceRole = (role: Role) =>
      set((s) => {
        const i = s.roles.data.findIndex((r) => r.id === role.id);
        if (i >= 0) s.roles.data[i] = { ...s.roles.data[i], ...role };
        else s.roles.data.unshift(role);
        if (role.isDefault) for (const r of s.roles.data) if (r.id !== role.id) r.isDefault = false;
      });
    const currentOf = (roleId: string) => get().roles.data.find((r) => r.id === roleId)?.permissions ?? [];
    const savePermissions = async (roleId: string, requested: string[]) => {
      const ids = resolvePermissionIds(requested, currentOf(roleId), get().permissions.data);
      const saved = await api.setRolePermissions(roleId, ids);
      replaceRole({ ...saved, id: roleId, permissions: saved?.permissions ?? ids } as Role);
    };
    return {
      roles: idle([]),
      permissions: idle([]),
      categories: idle([]),
      dialogs: closedDialogs(),
      defaultChange: idleAction(),
      async load() {
        set((s) => {
          for (const key of ['roles', 'permissions', 'categories'] as const) {
            s[key].status = 'loading';
            s[key].error = undefined;
          }
        });
        const [roles, permissions, categories] = await Promise.allSettled([api.getRoles(), api.getPermissions(), api.getPermissionCategories()]);
        set((s) => {
          const put = <K extends 'roles' | 'permissions' | 'categories'>(key: K, r: PromiseSettledResult<RolesState[K]['data']>) =>
            void (s[key] = (r.status === 'fulfilled' ? { status: 'ready', data: r.value } : { status: 'error', data: s[key].data, error: adminErrorMessage(r.reason) }) as RolesState[K]);
          put('roles', roles);
          put('permissions', permissions);
          put('categories', categories);
        });
      },
      openDialog: (name, roleId) =>
        set((s) => void (s.dialogs[name] = openDialogState(roleId))),
      closeDialog: (name) => set((s) => void (s.dialogs[name] = { status: 'closed' })),
      createRole: (input) =>
        runDialog(set, 'create', undefined, async () => {
          const fields = roleFields(input);
          const role = await api.createRole({ ...fields, name: fields.name ?? '', key: fields.key ?? roleKeyOf(fields.name ?? '') });
          replaceRole(role);
          // New roles still get the ALWAYS permissions, so the set is sent even when none were picked.
          if (input.permissionIds?.length || get().permissions.data.some((p) => p.assignmentType === 'ALWAYS')) {
            await savePermissions(role.id, input.permissionIds ?? []);
          }
        }),
      updateRole: (roleId, input) =>
        runDialog(set, 'edit', roleId, async () => {
          const fields = roleFields(input);
          if (Object.keys(fields).length) replaceRole({ ...(await api.updateRole(roleId, fields)), id: roleId });
          if (input.permissionIds) await savePermissions(roleId, input.permissionIds);
        }),
      async deleteRole(roleId) {
        const ok = await runDialog(set, 'remove', roleId, async () => {
          if (get().roles.data.find((r) => r.id === roleId)?.isDefault) throw inputError(ROLES_MESSAGES.defaultRole);
          await api.deleteRole(roleId);
        });
        if (ok) set((s) => void (s.roles.data = s.roles.data.filter((r) => r.id !== roleId)));
        return ok;
      },
      async setDefaultRole(roleId) {
        // A row action, not the edit dialog (which would open while it runs).
        set((s) => void (s.defaultChange = { status: 'loading' }));
        try {
          replaceRole({ ...(await api.updateRole(roleId, { isDefault: true })), id: roleId, isDefault: true });
          set((s) => void (s.defaultChange = { status: 'success' }));
          return true;
        } catch (error) {
          set((s) => void (s.defaultChange = { status: 'error', error: adminErrorMessage(error) }));
          return false;
        }
      },
      setRolePermissions: (roleId, permissionIds) => runDialog(set, 'permissions', roleId, () => savePermissions(roleId, permissionIds)),
    };
  });
}
