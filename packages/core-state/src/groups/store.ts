import type { UpdateGroupRequest } from '@portico/rest-api/roles';
import type { StoreApi } from 'zustand/vanilla';
import { runDialog } from '../shared/dialog';
import { inputError, adminErrorMessage, closedDialog, openDialogState } from '../shared/status';
import { createFlowStore } from '../shared/store';
import type { GroupsApi } from './api';
import type { GroupsDialogs, GroupsState } from './types';

/** Groups page size (product-spec §9: groups reload pageOffset 0 pageSize 10). */
export const GROUPS_PAGE_SIZE = 10;

/** Local refusals of the groups store. */
export const GROUPS_MESSAGES = { nameRequired: 'A group needs a name' } as const;

const closedDialogs = (): GroupsDialogs => ({
  create: closedDialog<undefined>(),
  edit: closedDialog(),
  remove: closedDialog(),
  members: closedDialog(),
});

function fields(input: { name?: string; color?: string; description?: string }): UpdateGroupRequest {
  const name = input.name?.trim();
  if (input.name !== undefined && !name) throw inputError(GROUPS_MESSAGES.nameRequired);
  return {
    ...(name ? { name } : {}),
    ...(input.color ? { color: input.color } : {}),
    ...(input.description !== undefined ? { description: input.description.trim() } : {}),
  };
}

/** Creates the groups store: groups with their users and roles. */
export function createGroupsStore(deps: { api: GroupsApi }): StoreApi<GroupsState> {
  const { api } = deps;
  return createFlowStore<GroupsState>((set) => {
    const load = async () => {
      set((s) => ((s.status = 'loading'), (s.error = undefined), (s.page = 0)));
      try {
        const items = await api.getGroups();
        set((s) => ((s.status = 'ready'), (s.items = items)));
      } catch (error) {
        set((s) => ((s.status = 'error'), (s.error = adminErrorMessage(error))));
      }
    };
    // Membership changes reload the groups so users and roles show what the server holds.
    const member = async (groupId: string, ids: string[], call: (ids: string[]) => Promise<void>) => {
      const unique = [...new Set(ids.filter(Boolean))];
      // Nothing to change is not a call (the contract refuses empty id lists).
      if (!unique.length) return true;
      const ok = await runDialog(set, 'members', groupId, () => call(unique));
      if (ok) await load();
      return ok;
    };
    return {
      status: 'idle',
      items: [],
      page: 0,
      pageSize: GROUPS_PAGE_SIZE,
      dialogs: closedDialogs(),
      load,
      setPage: (page) => set((s) => void (s.page = Math.max(0, Math.floor(page)))),
      openDialog: (name, groupId) =>
        set((s) => void (s.dialogs[name] = openDialogState(groupId))),
      closeDialog: (name) => set((s) => void (s.dialogs[name] = { status: 'closed' })),
      async createGroup(input) {
        const ok = await runDialog(set, 'create', undefined, async () => {
          const { description, ...rest } = fields({ ...input, name: input.name ?? '' });
          await api.createGroup({
            name: rest.name ?? '',
            ...(rest.color ? { color: rest.color } : {}),
            ...(description ? { description } : {}),
            ...(input.userIds?.length ? { userIds: input.userIds } : {}),
            ...(input.roleIds?.length ? { roleIds: input.roleIds } : {}),
          });
        });
        if (ok) await load();
        return ok;
      },
      async updateGroup(groupId, input) {
        const ok = await runDialog(set, 'edit', groupId, async () => {
          const updated = await api.updateGroup(groupId, fields(input));
          set((s) => void (s.items = s.items.map((g) => (g.id === groupId ? { ...g, ...updated, users: g.users, roles: g.roles } : g))));
        });
        return ok;
      },
      async deleteGroup(groupId) {
        const ok = await runDialog(set, 'remove', groupId, () => api.deleteGroup(groupId));
        if (ok) set((s) => void (s.items = s.items.filter((g) => g.id !== groupId)));
        return ok;
      },
      addUsers: (groupId, userIds) => member(groupId, userIds, (ids) => api.addUsers(groupId, ids)),
      removeUsers: (groupId, userIds) => member(groupId, userIds, (ids) => api.removeUsers(groupId, ids)),
      addRoles: (groupId, roleIds) => member(groupId, roleIds, (ids) => api.addRoles(groupId, ids)),
      removeRoles: (groupId, roleIds) => member(groupId, roleIds, (ids) => api.removeRoles(groupId, ids)),
    };
  });
}
