import type { User } from '@portico/rest-api/users';
import type { StoreApi } from 'zustand/vanilla';
import { runDialog } from '../shared/dialog';
import { loadInto } from '../shared/load';
import { inputError, adminErrorMessage, closedDialog, idle, openDialogState } from '../shared/status';
import { CORE_MESSAGES } from '../shared/messages';
import { createFlowStore, type Recipe } from '../shared/store';
import type { UsersApi } from './api';
import { initialUsersQuery, toListQuery } from './query';
import type { OpenedUser, UsersDialogs, UsersState } from './types';
import { EMAIL_PATTERN } from '@portico/rest-api';

// Fills roles and groups when the list answer leaves them out (two batched calls for the whole page).
async function withRelations(api: UsersApi, items: User[]): Promise<User[]> {
  const ids = items.map((u) => u.id);
  if (!ids.length || items.every((u) => u.roles !== undefined && u.groups !== undefined)) return items;
  const [roles, groups] = await Promise.all([api.getUsersRoles(ids), api.getUsersGroups(ids)]);
  const rolesOf = new Map(roles.map((r) => [r.userId, r.roles]));
  const groupsOf = new Map(groups.map((g) => [g.userId, g.groups]));
  return items.map((u) => ({ ...u, roles: u.roles ?? rolesOf.get(u.id) ?? [], groups: u.groups ?? groupsOf.get(u.id) ?? [] }));
}

/** Local refusals of the users store. */
export const USERS_MESSAGES = {
  nameRequired: "Enter the user's name",
  emailRequired: "Enter the user's email",
  noEmails: 'Enter at least one email',
  emailInvalid: 'Not a valid e-mail address',
  someRefused: 'Some addresses were not invited',
} as const;

const closedUser = (): OpenedUser => ({ id: null, status: 'idle', user: null });
// The server answers 404 for another tenant's or an unknown user and 400 for an id that is no user id: both are "no such user".
const noSuchUser = (error: unknown) => [400, 404].includes((error as { status?: number }).status ?? 0);

const closedDialogs = (): UsersDialogs => ({
  invite: closedDialog<undefined>(),
  bulkInvite: closedDialog<undefined>(),
  inviteLink: closedDialog<undefined>(),
  remove: closedDialog(),
  disable: closedDialog(),
  enable: closedDialog(),
  temporary: closedDialog(),
  editRoles: closedDialog(),
});

/** Creates the users store: the team table, invitations, invite link and per-user actions. */
export function createUsersStore(deps: { api: UsersApi }): StoreApi<UsersState> {
  const { api } = deps;
  let requestId = 0;
  let openId = 0;
  return createFlowStore<UsersState>((set, get) => {
    // The table's row and the detail view's copy change together.
    const patchUser = (userId: string, recipe: Recipe<User>) =>
      set((s) => {
        const user = s.items.find((u) => u.id === userId);
        if (user) recipe(user);
        if (s.opened.user?.id === userId) recipe(s.opened.user);
      });
    const knownUser = (userId: string) => get().items.find((u) => u.id === userId) ?? (get().opened.user?.id === userId ? get().opened.user! : undefined);
    const openUser = async (userId: string | null) => {
      const id = ++openId;
      if (userId === null) return set((s) => void (s.opened = closedUser()));
      const listed = get().items.find((u) => u.id === userId);
      if (listed) return set((s) => void (s.opened = { id: userId, status: 'ready', user: structuredClone(listed) }));
      set((s) => void (s.opened = { id: userId, status: 'loading', user: null }));
      try {
        const [user] = await withRelations(api, [await api.getUser(userId)]);
        // Another user opened meanwhile (back / forward) wins over this slower answer.
        if (id === openId) set((s) => void (s.opened = { id: userId, status: 'ready', user: user! }));
      } catch (error) {
        if (id !== openId) return;
        set((s) => void (s.opened = noSuchUser(error) ? { id: userId, status: 'missing', user: null } : { id: userId, status: 'error', user: null, error: adminErrorMessage(error) }));
      }
    };
    const load = async () => {
      const id = ++requestId;
      set((s) => ((s.status = 'loading'), (s.error = undefined)));
      try {
        const page = await api.listUsers(toListQuery(get().query));
        const items = await withRelations(api, page.items);
        // A newer query (typing in the search box) wins over a slower older answer.
        if (id !== requestId) return;
        set((s) => {
          s.status = 'ready';
          s.items = items;
          s.totalItems = page._metadata?.totalItems ?? items.length;
          s.totalPages = page._metadata?.totalPages ?? 1;
        });
      } catch (error) {
        if (id === requestId) set((s) => ((s.status = 'error'), (s.error = adminErrorMessage(error))));
      }
    };
    const requery = (recipe: Recipe<UsersState['query']>) => {
      set((s) => void recipe(s.query));
      return load();
    };
    const inviteLinkCall = async (name: 'inviteLink', call: () => Promise<UsersState['inviteLink']['data']>) =>
      runDialog(set, name, undefined, async () => {
        const data = await call();
        set((s) => void (s.inviteLink = { status: 'ready', data }));
      });
    return {
      query: initialUsersQuery(),
      status: 'idle',
      items: [],
      totalItems: 0,
      totalPages: 0,
      roles: idle([]),
      dialogs: closedDialogs(),
      bulkResult: null,
      inviteLink: idle(null),
      temporaryConfig: idle(null),
      pending: {},
      opened: closedUser(),
      openUser,
      load,
      setPage: (page) => requery((q) => void (q.page = Math.max(0, Math.floor(page)))),
      setSearch: (search) => requery((q) => ((q.search = search), (q.page = 0))),
      setSort: (sortBy, order) => requery((q) => ((q.sortBy = sortBy), (q.order = order), (q.page = 0))),
      setFilter: (filter) => requery((q) => ((q.filter = filter), (q.page = 0))),
      loadRoles: async () => void (await loadInto(set, 'roles', () => api.getTeamRoles())),
      loadTemporaryConfig: async () => void (await loadInto(set, 'temporaryConfig', () => api.getTemporaryUsersConfig())),
      openDialog: (name, userId) =>
        set((s) => {
          s.dialogs[name] = openDialogState(userId);
          if (name === 'bulkInvite') s.bulkResult = null;
        }),
      closeDialog: (name) => set((s) => void (s.dialogs[name] = { status: 'closed' })),
      async invite({ name, email, phoneNumber, roleIds, expirationInSeconds }) {
        // Blank optional fields are left out (the contract refuses empty strings); a zero expiration means permanent.
        const body = {
          name: name.trim(),
          email: email.trim(),
          roleIds,
          ...(phoneNumber?.trim() ? { phoneNumber: phoneNumber.trim() } : {}),
          ...(expirationInSeconds ? { expirationInSeconds } : {}),
        };
        const ok = await runDialog(set, 'invite', undefined, async () => {
          if (!body.name) throw inputError(USERS_MESSAGES.nameRequired);
          if (!body.email) throw inputError(USERS_MESSAGES.emailRequired);
          await api.addUser(body);
        });
        if (ok) await requery((q) => void (q.page = 0));
        return ok;
      },
      async bulkInvite({ emails, roleIds, expirationInSeconds }) {
        const list = [...new Set(emails.map((e) => e.trim()).filter(Boolean))];
        // Each row stands alone: a malformed address is reported with its reason, the good ones are still invited.
        const bad = list.filter((e) => !EMAIL_PATTERN.test(e));
        const good = list.filter((e) => EMAIL_PATTERN.test(e));
        set((s) => void (s.bulkResult = null));
        const ok = await runDialog(set, 'bulkInvite', undefined, async () => {
          if (!list.length) throw inputError(USERS_MESSAGES.noEmails);
          const sent = good.length ? await api.inviteUsersBulk({ emails: good, roleIds, ...(expirationInSeconds ? { expirationInSeconds } : {}) }) : { allowed: [], unallowed: [] };
          const reasons: Record<string, string> = Object.fromEntries(bad.map((e) => [e, USERS_MESSAGES.emailInvalid]));
          for (const e of sent.unallowed) reasons[e] = sent.reasons?.[e] || CORE_MESSAGES.difficulties;
          const result = { allowed: sent.allowed, unallowed: list.filter((e) => reasons[e] !== undefined), reasons };
          set((s) => void (s.bulkResult = result));
          // The dialog stays open on the refused rows, each with its reason, where the admin typed them.
          if (result.unallowed.length) throw inputError(USERS_MESSAGES.someRefused);
        });
        if (ok || get().bulkResult?.allowed.length) await requery((q) => void (q.page = 0));
        return ok;
      },
      loadInviteLink: async () =>
        void (await loadInto(set, 'inviteLink', async () => {
          try {
            const link = await api.getInviteLink();
            return link?.token ? link : null;
          } catch (error) {
            // No link yet is an answer, not a failure.
            if ((error as { status?: number }).status === 404) return null;
            throw error;
          }
        })),
      createInviteLink: (body) => inviteLinkCall('inviteLink', () => api.createInviteLink(body)),
      updateInviteLink: (body) => inviteLinkCall('inviteLink', () => api.updateInviteLink(body)),
      deleteInviteLink: () => inviteLinkCall('inviteLink', async () => (await api.deleteInviteLink(), null)),
      async resendActivation(userId) {
        set((s) => ((s.pending[userId] = true), (s.rowError = undefined), (s.notice = undefined)));
        try {
          await api.resendActivation(userId);
          set((s) => void (s.notice = 'activationResent'));
          return true;
        } catch (error) {
          set((s) => void (s.rowError = adminErrorMessage(error)));
          return false;
        } finally {
          set((s) => void delete s.pending[userId]);
        }
      },
      async changeRoles(userId, roleIds) {
        const before = knownUser(userId);
        const known = get().roles.data;
        const previous = { roles: before?.roles, roleIds: before?.roleIds };
        // Optimistic: the table shows the new roles at once and gets the old ones back if the server refuses.
        patchUser(userId, (u) => {
          u.roleIds = [...roleIds];
          u.roles = roleIds.map((id) => known.find((r) => r.id === id) ?? u.roles?.find((r) => r.id === id) ?? { id, key: id, name: id });
        });
        set((s) => ((s.pending[userId] = true), (s.rowError = undefined), (s.notice = undefined)));
        const ok = await runDialog(set, 'editRoles', userId, () => api.updateTeamMember(userId, { roleIds }));
        set((s) => {
          delete s.pending[userId];
          if (ok) s.notice = 'rolesUpdated';
          else s.rowError = s.dialogs.editRoles.error;
        });
        if (!ok) patchUser(userId, (u) => void Object.assign(u, previous));
        return ok;
      },
      async disableUser(userId) {
        const ok = await runDialog(set, 'disable', userId, () => api.disableUser(userId));
        if (ok) patchUser(userId, (u) => void (u.isDisabled = true));
        return ok;
      },
      async enableUser(userId) {
        const ok = await runDialog(set, 'enable', userId, () => api.enableUser(userId));
        if (ok) patchUser(userId, (u) => void (u.isDisabled = false));
        return ok;
      },
      async removeUser(userId) {
        const ok = await runDialog(set, 'remove', userId, () => api.deleteTeamMember(userId));
        if (ok) {
          set((s) => {
            s.items = s.items.filter((u) => u.id !== userId);
            s.totalItems = Math.max(0, s.totalItems - 1);
            if (s.opened.id === userId) s.opened = { id: userId, status: 'removed', user: null };
          });
        }
        return ok;
      },
      async setTemporary(userId, expirationInSeconds) {
        let date: string | undefined;
        const ok = await runDialog(set, 'temporary', userId, async () => {
          date = (await api.setTemporaryUser(userId, expirationInSeconds)).temporaryExpirationDate;
        });
        if (ok) patchUser(userId, (u) => void (u.temporaryExpirationDate = date ?? null));
        return ok;
      },
      async setPermanent(userId) {
        const ok = await runDialog(set, 'temporary', userId, () => api.removeTemporaryUser(userId));
        if (ok) patchUser(userId, (u) => void (u.temporaryExpirationDate = null));
        return ok;
      },
    };
  });
}
