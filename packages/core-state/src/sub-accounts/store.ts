import type { StoreApi } from 'zustand/vanilla';
import { runDialog } from '../shared/dialog';
import { adminErrorMessage, closedDialog, idle, inputError, openDialogState } from '../shared/status';
import { createFlowStore } from '../shared/store';
import type { SubAccountsApi } from './api';
import { findNode, insertNode, removeNode } from './tree';
import type { SubAccountsDialogs, SubAccountsNotice, SubAccountsState } from './types';

/** Users of the selected account per page (product-spec §9). */
export const SUB_ACCOUNT_USERS_PAGE_SIZE = 10;
/** Sub-account search page size (product-spec §9). */
export const SUB_ACCOUNT_SEARCH_PAGE_SIZE = 50;

/** Local refusals of the sub-accounts store. */
export const SUB_ACCOUNTS_MESSAGES = {
  nameRequired: 'A sub-account needs a name',
  emailRequired: 'An e-mail address is required',
  noAccount: 'Select an account first',
} as const;

const closedDialogs = (): SubAccountsDialogs => ({
  create: closedDialog(), rename: closedDialog(), remove: closedDialog(), addUser: closedDialog(), removeUser: closedDialog(), editRoles: closedDialog(),
});
const emptyUsers = () => ({ status: 'idle' as const, items: [], page: 0, pageSize: SUB_ACCOUNT_USERS_PAGE_SIZE, totalItems: 0, totalPages: 0 });

/** Creates the sub-accounts store: the hierarchy tree (updated locally on every change), the selected account's users, search. */
export function createSubAccountsStore(deps: { api: SubAccountsApi }): StoreApi<SubAccountsState> {
  const { api } = deps;
  return createFlowStore<SubAccountsState>((set, get) => {
    const loadUsers = async (page: number) => {
      const tenantId = get().selectedId;
      // The root is the caller's own account: its people are the Users section's, never a sub-account's list (404).
      if (!tenantId || tenantId === get().tree.data?.tenantId) return;
      set((s) => ((s.users.status = 'loading'), (s.users.error = undefined), (s.users.page = page)));
      try {
        const r = await api.listUsers({ _tenantId: tenantId, _limit: SUB_ACCOUNT_USERS_PAGE_SIZE, _offset: page * SUB_ACCOUNT_USERS_PAGE_SIZE });
        // A later selection wins over an answer for the previous one.
        if (get().selectedId !== tenantId) return;
        set((s) => {
          s.users.status = 'ready';
          s.users.items = r.items;
          s.users.totalItems = r._metadata?.totalItems ?? r.items.length;
          s.users.totalPages = r._metadata?.totalPages ?? 1;
          // The tree's count follows what the server just listed (adds and removals change it).
          const node = findNode(s.tree.data, tenantId);
          if (node) node.numberOfUsers = s.users.totalItems;
        });
      } catch (error) {
        set((s) => ((s.users.status = 'error'), (s.users.error = adminErrorMessage(error))));
      }
    };
    /** An inline switch: pending while in flight, `rowError` on failure. */
    const inline = async (key: string, call: () => Promise<void>) => {
      set((s) => ((s.pending[key] = true), (s.rowError = undefined)));
      try {
        await call();
        return true;
      } catch (error) {
        set((s) => void (s.rowError = adminErrorMessage(error)));
        return false;
      } finally {
        set((s) => void delete s.pending[key]);
      }
    };
    const patchNode = (tenantId: string, patch: { name?: string; isReseller?: boolean; subAccountAccessType?: string }) =>
      set((s) => {
        const node = findNode(s.tree.data, tenantId);
        if (node) Object.assign(node, patch);
      });
    const noticed = (ok: boolean, notice: SubAccountsNotice) => {
      if (ok) set((s) => void (s.notice = notice));
      return ok;
    };
    const selected = () => {
      const id = get().selectedId;
      if (!id) throw inputError(SUB_ACCOUNTS_MESSAGES.noAccount);
      return id;
    };
    return {
      tree: idle(null),
      selectedId: null,
      users: emptyUsers(),
      search: { text: '', status: 'idle', items: [], totalItems: 0 },
      roles: idle([]),
      dialogs: closedDialogs(),
      pending: {},
      async load() {
        set((s) => ((s.tree.status = 'loading'), (s.tree.error = undefined)));
        try {
          const tree = await api.getTree();
          const keep = get().selectedId;
          set((s) => ((s.tree.status = 'ready'), (s.tree.data = tree), (s.selectedId = keep && findNode(tree, keep) ? keep : tree.tenantId)));
          await loadUsers(0);
        } catch (error) {
          set((s) => ((s.tree.status = 'error'), (s.tree.error = adminErrorMessage(error))));
        }
      },
      async select(tenantId) {
        set((s) => ((s.selectedId = tenantId), (s.users = emptyUsers())));
        await loadUsers(0);
      },
      setUsersPage: (page) => loadUsers(Math.max(0, Math.floor(page))),
      async searchAccounts(text) {
        const trimmed = text.trim();
        set((s) => ((s.search.text = trimmed), (s.search.error = undefined)));
        if (!trimmed) {
          set((s) => void (s.search = { text: '', status: 'idle', items: [], totalItems: 0 }));
          return true;
        }
        set((s) => void (s.search.status = 'loading'));
        try {
          const r = await api.search({ _filter: trimmed, _limit: SUB_ACCOUNT_SEARCH_PAGE_SIZE, _offset: 0 });
          if (get().search.text !== trimmed) return true;
          set((s) => ((s.search.status = 'ready'), (s.search.items = r.items), (s.search.totalItems = r._metadata?.totalItems ?? r.items.length)));
          return true;
        } catch (error) {
          set((s) => ((s.search.status = 'error'), (s.search.error = adminErrorMessage(error))));
          return false;
        }
      },
      async loadRoles() {
        set((s) => void (s.roles.status = 'loading'));
        try {
          const roles = await api.getRoles();
          set((s) => ((s.roles.status = 'ready'), (s.roles.data = roles)));
        } catch (error) {
          set((s) => ((s.roles.status = 'error'), (s.roles.error = adminErrorMessage(error))));
        }
      },
      openDialog: (name, target) => set((s) => ((s.dialogs[name] = openDialogState(target)), (s.notice = undefined))),
      closeDialog: (name) => set((s) => void (s.dialogs[name] = { status: 'closed' })),
      createSubAccount: async ({ name, parentTenantId }) =>
        noticed(await runDialog(set, 'create', parentTenantId, async () => {
          if (!name.trim()) throw inputError(SUB_ACCOUNTS_MESSAGES.nameRequired);
          const created = await api.create({ name: name.trim(), parentTenantId });
          set((s) => void (s.tree.data && insertNode(s.tree.data, parentTenantId, created)));
        }), 'created'),
      renameSubAccount: async (tenantId, name) =>
        noticed(await runDialog(set, 'rename', tenantId, async () => {
          if (!name.trim()) throw inputError(SUB_ACCOUNTS_MESSAGES.nameRequired);
          const updated = await api.rename(tenantId, name.trim());
          patchNode(tenantId, { name: updated.name });
        }), 'renamed'),
      async deleteSubAccount(tenantId) {
        const ok = noticed(await runDialog(set, 'remove', tenantId, () => api.remove(tenantId)), 'deleted');
        if (!ok) return false;
        set((s) => void (s.tree.data && removeNode(s.tree.data, tenantId)));
        // A selection deleted with its account falls back to the root account.
        const root = get().tree.data;
        if (root && !findNode(root, get().selectedId ?? '')) await get().select(root.tenantId);
        return true;
      },
      setReseller: (tenantId, isReseller) =>
        inline(tenantId, async () => patchNode(tenantId, { isReseller: (await api.setReseller(tenantId, isReseller)).isReseller ?? isReseller })),
      setAccessType: (tenantId, type) =>
        inline(tenantId, async () => patchNode(tenantId, { subAccountAccessType: (await api.setAccessType(tenantId, type)).subAccountAccessType ?? type })),
      async addUser(input) {
        const ok = await runDialog(set, 'addUser', get().selectedId ?? undefined, async () => {
          const tenantId = selected();
          if (!input.email.trim()) throw inputError(SUB_ACCOUNTS_MESSAGES.emailRequired);
          await api.addUser({
            email: input.email.trim(), ...(input.name?.trim() ? { name: input.name.trim() } : {}),
            subTenants: [{ tenantId, ...(input.roleIds?.length ? { roleIds: input.roleIds } : {}) }],
            allowSubAccountAccess: input.allowSubAccountAccess ?? false,
          });
        });
        if (ok) await loadUsers(0);
        return noticed(ok, 'userAdded');
      },
      async removeUser(userId) {
        const ok = await runDialog(set, 'removeUser', userId, async () => api.removeUser(userId, selected()));
        if (ok) await loadUsers(get().users.items.length === 1 && get().users.page > 0 ? get().users.page - 1 : get().users.page);
        return noticed(ok, 'userRemoved');
      },
      async setUserRoles(userId, roleIds) {
        const ok = await runDialog(set, 'editRoles', userId, async () => {
          const tenantId = selected();
          const user = get().users.items.find((u) => u.id === userId);
          const held = (user?.tenants?.find((t) => t.tenantId === tenantId)?.roles ?? []).map((r) => r.id);
          const add = roleIds.filter((r) => !held.includes(r));
          const take = held.filter((r) => !roleIds.includes(r));
          if (add.length) await api.addRoles(userId, tenantId, add);
          if (take.length) await api.removeRoles(userId, tenantId, take);
        });
        if (ok) await loadUsers(get().users.page);
        return noticed(ok, 'rolesSaved');
      },
      async setUserAccess(userId, allow) {
        const ok = await inline(userId, () => api.setAccess(userId, allow));
        if (ok) set((s) => void s.users.items.forEach((u) => { if (u.id === userId) u.subAccountAccessAllowed = allow; }));
        return ok;
      },
    };
  });
}
