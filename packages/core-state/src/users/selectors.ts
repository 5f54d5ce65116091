import type { User } from '@portico/rest-api/users';
import { memoSelector } from '../shared/memo';
import { isDialogOpen } from '../shared/status';
import type { UsersDialogName, UsersState } from './types';

/** One row of the users table (columns of product-spec §2: user, applications, groups, roles, joinedAt, lastSeen, managedBy). */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  picture?: string;
  applications: string[];
  groups: string[];
  roles: { id: string; name: string }[];
  roleIds: string[];
  joinedAt?: string;
  lastSeen?: string;
  managedBy: string;
  isDisabled: boolean;
  /** Invited but not yet activated: "resend activation" applies. */
  pendingActivation: boolean;
  temporaryExpirationDate: string | null;
  /** Whether the user has MFA set up; absent when the answer does not say (a pending invitation). */
  mfaEnrolled?: boolean;
}

/** A user as a table row. */
export function toUserRow(u: User): UserRow {
  const roles = (u.roles ?? []).map((r) => ({ id: r.id, name: r.name || r.key }));
  return {
    id: u.id,
    name: u.name ?? '',
    email: u.email,
    ...(u.profilePictureUrl || u.profileImageUrl ? { picture: u.profilePictureUrl ?? u.profileImageUrl } : {}),
    applications: (u.applications ?? []).map((a) => a.name ?? a.id),
    groups: (u.groups ?? []).map((g) => g.name),
    roles,
    roleIds: u.roleIds ?? roles.map((r) => r.id),
    ...(u.createdAt ? { joinedAt: u.createdAt } : {}),
    ...(u.lastLogin ? { lastSeen: u.lastLogin } : {}),
    // The server's managedBy names the exact source (e.g. oidc, which the spec's provider values lack); provider when absent.
    managedBy: u.managedBy ?? u.provider ?? 'local',
    isDisabled: !!u.isDisabled,
    pendingActivation: u.activatedForTenant === false || u.verified === false,
    temporaryExpirationDate: u.temporaryExpirationDate ?? null,
    ...(typeof u.mfaEnrolled === 'boolean' ? { mfaEnrolled: u.mfaEnrolled } : {}),
  };
}

/** The current page as table rows. */
export const selectUserRows = memoSelector((s: UsersState) => [s.items] as const, (items): UserRow[] => items.map(toUserRow));

/** The detail view's user as a row (null while none is shown). */
export const selectOpenedUserRow = memoSelector((s: UsersState) => [s.opened.user] as const, (user): UserRow | null => (user ? toUserRow(user) : null));

/** The rows a row action may target: the current page, and the detail view's user when it is on no loaded page. */
export const selectKnownUserRows = memoSelector(
  (s: UsersState) => [selectUserRows(s), selectOpenedUserRow(s)] as const,
  (rows, opened): UserRow[] => (opened && !rows.some((r) => r.id === opened.id) ? [...rows, opened] : rows),
);

/** Paging facts for the table footer. */
export const selectUsersPaging = memoSelector(
  (s: UsersState) => [s.query.page, s.query.pageSize, s.totalItems, s.totalPages] as const,
  (page, pageSize, totalItems, totalPages) => ({ page, pageSize, totalItems, totalPages, canPrevious: page > 0, canNext: page + 1 < totalPages }),
);

/** Whether dialog `name` is shown (open, loading or open with error). */
export const selectUsersDialogOpen = (name: UsersDialogName) => (s: UsersState): boolean => isDialogOpen(s.dialogs[name]);

/** The invite link as a URL the admin can copy, given the sign-up page (`?invitationToken=` appended). */
export function inviteLinkUrl(s: UsersState, signUpUrl: string): string | null {
  const token = s.inviteLink.data?.token;
  if (!token) return null;
  const url = new URL(signUpUrl, 'http://portico.invalid');
  url.searchParams.set('invitationToken', token);
  return url.origin === 'http://portico.invalid' ? url.pathname + url.search : url.toString();
}
