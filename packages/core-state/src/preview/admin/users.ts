import { PorticoError } from '@portico/rest-api';
import type { TeamRole } from '@portico/rest-api/tenants';
import type { ListUsersQuery, Page, User } from '@portico/rest-api/users';
import { INVITE_LINK_EXPIRY_MINUTES } from '@portico/rest-api/tenants';
import type { UsersApi } from '../../users/api';
import type { PreviewDb } from './db';
import { EMAIL_PATTERN } from '@portico/rest-api';

/** A refusal shaped like the server's (status and message). */
export const refuse = (status: number, message: string) => new PorticoError(message, { code: 'api_error', status, messages: [message] });

function page(users: User[], q: ListUsersQuery): Page<User> {
  const search = q._filter?.toLowerCase();
  const now = Date.now();
  let list = users.filter((u) => !search || u.email.toLowerCase().includes(search) || (u.name ?? '').toLowerCase().includes(search));
  if (q._preset === 'mfa-unenrolled') list = list.filter((u) => !u.mfaEnrolled);
  if (q._preset === 'breached-passwords') list = list.filter((u) => u.isBreachedPassword);
  if (q._preset === 'inactive') {
    const limit = (q._maxInactiveSeconds ?? 7776000) * 1000;
    list = list.filter((u) => !u.lastLogin || now - Date.parse(u.lastLogin) > limit);
  }
  const key = q._sortBy ?? 'name';
  const dir = q._order === 'ASC' ? 1 : -1;
  list = [...list].sort((a, b) => dir * String(a[key as keyof User] ?? '').localeCompare(String(b[key as keyof User] ?? '')));
  const limit = q._limit ?? 20;
  const offset = q._offset ?? 0;
  return { items: list.slice(offset, offset + limit), _metadata: { totalItems: list.length, totalPages: Math.max(1, Math.ceil(list.length / limit)) } };
}

// The server's refusal of a path id its schema (a UUID) rejects.
const MALFORMED_USER_ID = 'userId: Invalid UUID';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// As the server's GET /users/v1/{id}: the list's item plus vendor and deletion mark; 400 for what no user id can be
// (the preview's own ids are not UUIDs, so only an id of no preview user is judged), else 404.
function byId(db: PreviewDb, id: string): User {
  const user = db.users.find((u) => u.id === id);
  if (user) return { ...structuredClone(user), vendorId: 'preview-vendor', deletedAt: null };
  throw UUID.test(id) ? refuse(404, 'Not found') : refuse(400, MALFORMED_USER_ID);
}

/** The users port over the preview database. */
export function previewUsersApi(db: PreviewDb, answer: <T>(value: () => T) => Promise<T>): UsersApi {
  const find = (id: string) => {
    const user = db.users.find((u) => u.id === id);
    if (!user) throw refuse(404, 'User not found');
    return user;
  };
  const teamRoles = (): TeamRole[] => db.roles.map(({ id, key, name, description, isDefault, permissions }) => ({ id, key, name, ...(description ? { description } : {}), ...(isDefault ? { isDefault } : {}), ...(permissions ? { permissions } : {}) }));
  const add = (email: string, name: string | undefined, roleIds: string[], expirationInSeconds?: number) => {
    if (!EMAIL_PATTERN.test(email)) throw refuse(400, 'email must be an email');
    if (db.users.some((u) => u.email.toLowerCase() === email.toLowerCase())) throw refuse(409, 'User already exists');
    const user: User = {
      id: `preview-new-${db.users.length + 1}`,
      email,
      name: name ?? email.split('@')[0] ?? email,
      tenantId: db.tenantId,
      verified: false,
      activatedForTenant: false,
      createdAt: new Date().toISOString(),
      provider: 'local',
      roles: db.roles.filter((r) => roleIds.includes(r.id)).map(({ id, key, name: n }) => ({ id, key, name: n })),
      groups: [],
      temporaryExpirationDate: expirationInSeconds ? new Date(Date.now() + expirationInSeconds * 1000).toISOString() : null,
    };
    db.users.push(user);
    return { id: user.id, email, name: user.name, tenantId: db.tenantId, roleIds, temporaryExpirationDate: user.temporaryExpirationDate ?? null };
  };
  return {
    listUsers: (q) => answer(() => structuredClone(page(db.users, q))),
    getUser: (id) => answer(() => byId(db, id)),
    getUsersRoles: (ids) => answer(() => ids.map((userId) => ({ userId, roles: structuredClone(find(userId).roles ?? []) }))),
    getUsersGroups: (ids) => answer(() => ids.map((userId) => ({ userId, groups: structuredClone(find(userId).groups ?? []) }))),
    getTeamRoles: () => answer(teamRoles),
    addUser: (b) => answer(() => add(b.email, b.name, b.roleIds, b.expirationInSeconds)),
    inviteUsersBulk: (b) =>
      answer(() => {
        const result = { allowed: [] as string[], unallowed: [] as string[], reasons: {} as Record<string, string> };
        for (const email of b.emails) {
          try {
            add(email, undefined, b.roleIds, b.expirationInSeconds);
            result.allowed.push(email);
          } catch (error) {
            result.unallowed.push(email);
            result.reasons[email] = (error as Error).message;
          }
        }
        return result;
      }),
    getInviteLink: () =>
      answer(() => {
        if (!db.inviteLink) throw refuse(404, 'Invite link not found');
        return { ...db.inviteLink };
      }),
    createInviteLink: (b) =>
      answer(() => {
        const minutes = b?.expiresInMinutes ?? INVITE_LINK_EXPIRY_MINUTES;
        db.inviteLink = { id: 'invite-link', token: `preview-invite-${Date.now().toString(36)}`, expires: new Date(Date.now() + minutes * 60_000).toISOString(), shouldSendEmail: b?.shouldSendEmail ?? false };
        return { ...db.inviteLink };
      }),
    updateInviteLink: (b) =>
      answer(() => {
        if (!db.inviteLink) throw refuse(404, 'Invite link not found');
        if (b.expiresInMinutes !== undefined) db.inviteLink.expires = new Date(Date.now() + b.expiresInMinutes * 60_000).toISOString();
        if (b.shouldSendEmail !== undefined) db.inviteLink.shouldSendEmail = b.shouldSendEmail;
        return { ...db.inviteLink };
      }),
    deleteInviteLink: () => answer(() => void (db.inviteLink = null)),
    resendActivation: (id) =>
      answer(() => {
        if (find(id).activatedForTenant !== false) throw refuse(400, 'User is already activated');
      }),
    updateTeamMember: (id, b) =>
      answer(() => {
        const user = find(id);
        if (b.roleIds) {
          const ids = b.roleIds.filter(Boolean);
          user.roles = db.roles.filter((r) => ids.includes(r.id)).map(({ id: rid, key, name }) => ({ id: rid, key, name }));
        }
        if (b.name) user.name = b.name;
        return { id: user.id, email: user.email, name: user.name, roleIds: (user.roles ?? []).map((r) => r.id), roles: structuredClone(user.roles ?? []) };
      }),
    deleteTeamMember: (id) =>
      answer(() => {
        if (id === db.meId) throw refuse(400, 'You cannot remove yourself');
        find(id);
        db.users = db.users.filter((u) => u.id !== id);
      }),
    disableUser: (id) => answer(() => void (find(id).isDisabled = true)),
    enableUser: (id) => answer(() => void (find(id).isDisabled = false)),
    setTemporaryUser: (id, seconds) =>
      answer(() => {
        const date = new Date(Date.now() + seconds * 1000).toISOString();
        find(id).temporaryExpirationDate = date;
        return { temporaryExpirationDate: date };
      }),
    removeTemporaryUser: (id) => answer(() => void (find(id).temporaryExpirationDate = null)),
    getTemporaryUsersConfig: () => answer(() => ({ enabled: true })),
  };
}
